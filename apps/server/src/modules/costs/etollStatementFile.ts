import { ETOLL_STATEMENT_MAX_BYTES, ETOLL_STATEMENT_MAX_ROWS, type StatementCell } from "@armada/domain";
import ExcelJS from "exceljs";
import { parseString } from "fast-csv";
import { AppError } from "../../http/appError.js";

/** Rows read at most: the transactions' limit and room for a preamble, a header and totals. */
const MAX_SHEET_ROWS = ETOLL_STATEMENT_MAX_ROWS + 50;
/** What an XLSX may unpack to: a full statement is a few MB; a zip bomb is refused before it is opened. */
const MAX_UNPACKED_BYTES = 60_000_000;

const tooLarge = () =>
  new AppError("StatementTooLarge", 413, { megabytes: ETOLL_STATEMENT_MAX_BYTES / 1_000_000 });

/** The sum of the sizes a zip's central directory declares for its files, or null when it is no zip. */
function unpackedBytes(zip: Buffer): number | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length) return null;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return null;
    total += zip.readUInt32LE(offset + 24);
    offset +=
      46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}

/** A cell's value as a statement reads it: a formula's stored result (never evaluated), a rich text's text. */
function cellValue(value: ExcelJS.CellValue): StatementCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return null;
}

async function xlsxRows(bytes: Buffer): Promise<StatementCell[][]> {
  const unpacked = unpackedBytes(bytes);
  if (unpacked === null) throw new AppError("StatementFileType", 415);
  if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError("StatementFileType", 415);
  }
  const sheet = workbook.worksheets[0];
  const rows: StatementCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > MAX_SHEET_ROWS) return;
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map(cellValue));
  });
  return rows;
}

/** The delimiter of a CSV: Indonesian exports often use ";" (the comma is their decimal mark), some a tab. */
function delimiterOf(text: string): string {
  const firstLines = text.split(/\r?\n/, 25).join("\n");
  const counts = [";", ",", "\t", "|"].map(
    (delimiter) => [delimiter, firstLines.split(delimiter).length] as const,
  );
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function csvRows(bytes: Buffer): Promise<StatementCell[][]> {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  return new Promise((resolve, reject) => {
    const rows: StatementCell[][] = [];
    parseString<string[], string[]>(text, {
      delimiter: delimiterOf(text),
      trim: true,
      maxRows: MAX_SHEET_ROWS,
    })
      .on("error", () => reject(new AppError("StatementFileType", 415)))
      .on("data", (row: string[]) => rows.push(row))
      .on("end", () => resolve(rows));
  });
}

/**
 * A statement file's cells: an XLSX's first sheet or a CSV (UTF-8, any common delimiter); an old binary XLS or
 * anything else is refused. Reads at most a few rows beyond the transactions' limit, so the limit still shows.
 */
export async function readStatementCells(bytes: Buffer): Promise<StatementCell[][]> {
  if (bytes.length === 0) throw new AppError("StatementEmpty", 400);
  if (bytes.length > ETOLL_STATEMENT_MAX_BYTES) throw tooLarge();
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return xlsxRows(bytes);
  if (bytes.includes(0)) throw new AppError("StatementFileType", 415);
  return csvRows(bytes);
}
