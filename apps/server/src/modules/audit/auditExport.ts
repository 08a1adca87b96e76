import {
  AUDIT_ACTION_LABELS,
  type CompanyTimeZone,
  isAuditAction,
  type Language,
  TIME_ZONE_ABBREVIATIONS,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import ExcelJS from "exceljs";
import { csvCell } from "../../http/csvFile.js";
import type { AuditEventRow } from "./auditEventRepository.js";

const text = (value: string | null) => (value === null ? null : (csvCell(value) as string));

export function auditActionLabel(action: string, language: Language): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action][language === "en" ? "en" : "id"] : action;
}

/**
 * The entries as an XLSX workbook: bold frozen header in the caller's language, times as Excel dates in the company's
 * wall-clock time. Every text a user typed (names, labels, details) is guarded against running as a formula.
 */
export async function auditEventsWorkbook(
  rows: readonly AuditEventRow[],
  options: { language: Language; zone: CompanyTimeZone },
): Promise<Buffer> {
  const en = options.language === "en";
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[options.zone] * 60_000;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Armada";
  const sheet = workbook.addWorksheet(en ? "Audit log" : "Log audit", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = [
    {
      header: `${en ? "Time" : "Waktu"} (${TIME_ZONE_ABBREVIATIONS[options.zone]})`,
      width: 18,
      style: { numFmt: "dd/mm/yyyy hh:mm:ss" },
    },
    { header: en ? "User" : "Pengguna", width: 24 },
    { header: en ? "Action" : "Aksi", width: 28 },
    { header: en ? "Object" : "Objek", width: 16 },
    { header: en ? "Object name" : "Nama objek", width: 32 },
    { header: en ? "Details" : "Rincian", width: 48 },
    { header: "IP", width: 16 },
    { header: en ? "Browser" : "Peramban", width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      new Date(row.createdOn.getTime() + offset),
      text(row.actorName),
      auditActionLabel(row.action, options.language),
      text(row.targetType),
      text(row.targetLabel),
      Object.keys(row.details).length > 0 ? text(JSON.stringify(row.details)) : null,
      row.ip,
      text(row.userAgent),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
