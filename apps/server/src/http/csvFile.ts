import { format } from "fast-csv";

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

/** A CSV writer of rows (arrays of cells), UTF-8 with BOM so Excel reads it; every cell through `csvCell`. */
export function csvFile() {
  return format<unknown[], unknown[]>({ writeBOM: true, transform: (row: unknown[]) => row.map(csvCell) });
}
