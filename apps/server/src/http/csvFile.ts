import type ExcelJS from "exceljs";

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as a CSV file holds it: text that a spreadsheet would run as a formula (a driver named
 * `=HYPERLINK(…)`, a geofence named `+…`) is prefixed with `'`, so it shows as the text it is. Numbers stay
 * numbers, negative ones included: only text is escaped.
 */
export function csvCell(value: unknown): unknown {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A workbook's first sheet as a CSV file, UTF-8 with BOM so Excel reads it; every cell through `csvCell`. */
export async function csvFile(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.csv.writeBuffer({ map: csvCell, formatterOptions: { writeBOM: true } }));
}
