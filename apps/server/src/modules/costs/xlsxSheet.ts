import {
  type CompanyTimeZone,
  type Language,
  TIME_ZONE_ABBREVIATIONS,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import ExcelJS from "exceljs";

export interface SheetColumn<T> {
  header: { id: string; en: string };
  width: number;
  value: (row: T, language: "id" | "en") => string | number | Date | null;
  numFmt?: string;
}

export const RUPIAH_FORMAT = '"Rp" #,##0';
export const DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm";

/**
 * Rows as a one-sheet XLSX workbook: bold frozen header in the caller's language (the first column's header names the
 * company's zone unless `zoneInHeader` is false, for a sheet without times), dates as Excel dates in the company's wall-clock time, amounts as numbers. Text goes in as text
 * cells: ExcelJS writes a string as a shared string, never as a formula, so a description starting with `=` stays
 * the text it is.
 */
export async function xlsxSheet<T>(
  name: { id: string; en: string },
  columns: readonly SheetColumn<T>[],
  rows: readonly T[],
  options: { language: Language; zone: CompanyTimeZone; zoneInHeader?: boolean },
): Promise<Buffer> {
  const lang = options.language === "en" ? "en" : "id";
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[options.zone] * 60_000;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Armada";
  const sheet = workbook.addWorksheet(name[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header:
      index === 0 && options.zoneInHeader !== false
        ? `${column.header[lang]} (${TIME_ZONE_ABBREVIATIONS[options.zone]})`
        : column.header[lang],
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row, lang);
        return value instanceof Date ? new Date(value.getTime() + offset) : value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
