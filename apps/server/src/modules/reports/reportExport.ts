import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  type CompanyTimeZone,
  type Language,
  type ReportKind,
  TIME_ZONE_ABBREVIATIONS,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import ExcelJS from "exceljs";
import { csvFile } from "../../http/csvFile.js";
import { ROWS_PER_TURN } from "./eventLoopTurns.js";
import { reportPdf } from "./reportPdf.js";

export const EXPORT_FORMATS = ["xlsx", "csv", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

type Cell = string | number | Date | null;
type Row = Record<string, unknown>;

interface Column {
  id: string;
  en: string;
  value: (row: Row) => unknown;
  /** a moment: written in the company's zone */
  time?: boolean;
  width?: number;
}

const field = (name: string) => (row: Row) => row[name];
const minutes = (name: string) => (row: Row) => Math.round(Number(row[name] ?? 0) / 6) / 10;
const hours = (name: string) => (row: Row) => Math.round(Number(row[name] ?? 0) / 36) / 100;
const col = (id: string, en: string, value: (row: Row) => unknown, extra: Partial<Column> = {}): Column => ({
  id,
  en,
  value,
  ...extra,
});
const time = (id: string, en: string, name: string) => col(id, en, field(name), { time: true, width: 18 });

/** The columns of each report's export, Indonesian and English headers. */
const COLUMNS: Record<ReportKind, Column[]> = {
  trips: [
    col("Kendaraan", "Vehicle", field("licensePlate"), { width: 14 }),
    col("Pengemudi", "Driver", field("driverName"), { width: 20 }),
    time("Mulai", "Start", "startTime"),
    col("Alamat mulai", "Start address", field("startAddress"), { width: 40 }),
    time("Selesai", "End", "endTime"),
    col("Alamat selesai", "End address", field("endAddress"), { width: 40 }),
    col("Jarak (km)", "Distance (km)", field("distanceKm")),
    col("Durasi (menit)", "Duration (min)", minutes("durationSeconds")),
    col("Kecepatan maks. (km/jam)", "Max speed (km/h)", field("maxSpeed")),
    col("Kecepatan rata-rata (km/jam)", "Average speed (km/h)", field("avgSpeed")),
  ],
  stops: [
    col("Kendaraan", "Vehicle", field("licensePlate"), { width: 14 }),
    col("Pengemudi", "Driver", field("driverName"), { width: 20 }),
    col("Jenis", "Kind", (row) => row.kind, { width: 10 }),
    time("Mulai", "Start", "startTime"),
    time("Selesai", "End", "endTime"),
    col("Durasi (menit)", "Duration (min)", minutes("durationSeconds")),
    col("Idle (menit)", "Idle (min)", minutes("idleSeconds")),
    col("Parkir (menit)", "Parked (min)", minutes("parkedSeconds")),
    col("Alamat", "Address", field("address"), { width: 40 }),
    col("Lintang", "Latitude", field("latitude")),
    col("Bujur", "Longitude", field("longitude")),
  ],
  geofenceVisits: [
    col("Kendaraan", "Vehicle", field("licensePlate"), { width: 14 }),
    col("Geofence", "Geofence", field("fenceName"), { width: 24 }),
    time("Masuk", "Enter", "enterTime"),
    time("Keluar", "Exit", "exitTime"),
    col("Lama di dalam (menit)", "Dwell (min)", minutes("dwellSeconds")),
  ],
  alerts: [
    col("Kelompok", "Group", field("group"), { width: 14 }),
    col("Nama", "Name", field("label"), { width: 30 }),
    col("Jumlah alert", "Alerts", field("total")),
    col("Alert palsu", "False alerts", field("falseAlerts")),
    col("Persentase alert palsu (%)", "False-alert rate (%)", field("falseAlertRate")),
  ],
  utilisation: [
    col("Kendaraan", "Vehicle", field("licensePlate"), { width: 14 }),
    col("Tanggal", "Date", field("day"), { width: 12 }),
    col("Mengemudi (jam)", "Driving (h)", hours("drivingSeconds")),
    col("Idle (jam)", "Idle (h)", hours("idleSeconds")),
    col("Parkir (jam)", "Parked (h)", hours("parkedSeconds")),
    col("Offline (jam)", "Offline (h)", hours("offlineSeconds")),
  ],
  driverScores: [
    col("Pengemudi", "Driver", field("fullname"), { width: 24 }),
    col("Skor", "Score", field("score")),
    col("Grade", "Grade", field("finalGrade")),
    col("Jumlah alert", "Alerts", field("totalAlert")),
    col("Jarak (km)", "Distance (km)", field("distanceKm")),
    col("Waktu mengemudi (jam)", "Driving time (h)", hours("drivingSeconds")),
  ],
};

const SHEET_NAMES: Record<ReportKind, { id: string; en: string }> = {
  trips: { id: "Perjalanan", en: "Trips" },
  stops: { id: "Berhenti dan parkir", en: "Stops and parking" },
  geofenceVisits: { id: "Kunjungan geofence", en: "Geofence visits" },
  alerts: { id: "Ringkasan alert", en: "Alert summary" },
  utilisation: { id: "Utilisasi armada", en: "Fleet utilisation" },
  driverScores: { id: "Skor pengemudi", en: "Driver scores" },
};

/** "2026-11-24 10:02" in the zone, as text (CSV) */
const zonedText = (date: Date, zone: CompanyTimeZone) =>
  new Date(date.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");

function cellOf(column: Column, row: Row, zone: CompanyTimeZone, format: ExportFormat): Cell {
  const value = column.value(row);
  if (value === null || value === undefined) return null;
  if (column.time) {
    const date = new Date(String(value));
    // Excel has no time zones: the cell holds the company's wall-clock time (CSV and PDF write it as text)
    return format === "xlsx"
      ? new Date(date.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000)
      : zonedText(date, zone);
  }
  return typeof value === "number" ? value : String(value);
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
};

/** "24/11/2026" */
const dayText = (day: string) => day.split("-").reverse().join("/");

/**
 * A report's rows as an XLSX workbook (one sheet, bold frozen header, dates as Excel dates in the company's zone),
 * a CSV file (UTF-8 with BOM so Excel reads it, dates as text) or a printable PDF table (at most MAX_PDF_ROWS rows),
 * headers in the caller's language. The XLSX and CSV are written as a stream to a temporary file, a few hundred rows
 * at a time with the event loop served in between, so a month of a fleet neither holds its workbook in memory nor
 * stops the server; the caller sends the file and calls `remove`.
 */
export async function writeReportFile(
  kind: ReportKind,
  rows: readonly Row[],
  options: {
    format: ExportFormat;
    language: Language;
    zone: CompanyTimeZone;
    period: { startDate: string; endDate: string };
  },
) {
  const columns = COLUMNS[kind];
  const lang = options.language === "en" ? "en" : "id";
  const zoneLabel = TIME_ZONE_ABBREVIATIONS[options.zone];
  const headers = columns.map((column) => (column.time ? `${column[lang]} (${zoneLabel})` : column[lang]));
  const fileName = `${SHEET_NAMES[kind][lang].toLowerCase().replaceAll(" ", "-")}.${options.format}`;
  const directory = await mkdtemp(join(tmpdir(), "armada-report-"));
  const path = join(directory, fileName);
  const remove = () => rm(directory, { recursive: true, force: true });
  const cells = (row: Row) => columns.map((column) => cellOf(column, row, options.zone, options.format));
  try {
    if (options.format === "xlsx") {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
      workbook.creator = "Armada";
      const sheet = workbook.addWorksheet(SHEET_NAMES[kind][lang], {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = columns.map((column, index) => ({
        header: headers[index],
        width: column.width ?? 16,
        style: column.time ? { numFmt: "dd/mm/yyyy hh:mm" } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (const [index, row] of rows.entries()) {
        if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
        sheet.addRow(cells(row)).commit();
      }
      sheet.commit();
      await workbook.commit();
    } else if (options.format === "pdf") {
      const table = await reportPdf({
        title: SHEET_NAMES[kind][lang],
        subtitle: `${dayText(options.period.startDate)} – ${dayText(options.period.endDate)} (${zoneLabel})`,
        headers,
        widths: columns.map((column) => column.width ?? 16),
        rows: rows.map((row) => cells(row) as (string | number | null)[]),
        language: options.language,
      });
      await writeFile(path, table);
    } else {
      const csv = csvFile();
      const written = pipeline(csv, createWriteStream(path));
      csv.write(headers);
      for (const [index, row] of rows.entries()) {
        if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
        if (!csv.write(cells(row))) await once(csv, "drain");
      }
      csv.end();
      await written;
    }
    const { size } = await stat(path);
    return {
      path,
      size,
      rowCount: rows.length,
      contentType: CONTENT_TYPES[options.format],
      fileName,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
