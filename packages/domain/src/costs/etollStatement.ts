import { type CompanyTimeZone, TIME_ZONE_UTC_OFFSET_MINUTES } from "../timeZone.js";

/**
 * E-toll statements (issue 34): what the banks' e-money statements and the toll operators' transaction lists hold,
 * read into toll transactions. A cell is what a CSV or an XLSX sheet gives: text, a number, a date (an XLSX date is the
 * wall-clock time written as UTC) or nothing.
 */
export type StatementCell = string | number | boolean | Date | null | undefined;

/** A statement file larger than this is refused before it is read. */
export const ETOLL_STATEMENT_MAX_BYTES = 2_000_000;
/** A statement with more transaction rows than this is refused (a month of a busy card is a few hundred). */
export const ETOLL_STATEMENT_MAX_ROWS = 5_000;
/** Above this a row is no toll fare (a card holds at most a few million Rupiah). */
export const TOLL_FARE_MAX = 5_000_000;

export interface TollTransaction {
  /** the row's line in the file, 1-based, for the preview and the errors */
  line: number;
  cardNumber: string;
  time: Date;
  gateIn: string | null;
  gateOut: string | null;
  /** whole Rupiah, positive */
  amount: number;
  /** the card's balance after it, when the statement says */
  balance: number | null;
}

export type StatementRowIssue = "date" | "amount" | "cardNumber";

export interface ParsedStatement {
  transactions: TollTransaction[];
  /** rows that look like transactions but cannot be read, with the field at fault */
  issues: { line: number; field: StatementRowIssue }[];
  /** top-ups (isi ulang) are no cost: counted, not booked */
  topUps: number;
}

export type StatementRefusal = "NoHeader" | "TooManyRows" | "Empty";

const COLUMN_NAMES = {
  dateTime: [
    "tanggal",
    "tgl",
    "tanggal transaksi",
    "tgl transaksi",
    "tanggal waktu",
    "tanggal jam",
    "waktu transaksi",
    "date",
    "date time",
    "datetime",
    "transaction date",
    "trx date",
    "tanggal dan waktu",
  ],
  time: ["jam", "waktu", "time", "jam transaksi", "transaction time"],
  gateIn: [
    "gerbang masuk",
    "gerbang asal",
    "asal",
    "gardu masuk",
    "gate in",
    "entry gate",
    "entry",
    "origin",
  ],
  gateOut: [
    "gerbang keluar",
    "gerbang",
    "gerbang tol",
    "gardu keluar",
    "lokasi",
    "lokasi transaksi",
    "gate out",
    "exit gate",
    "exit",
    "gate",
    "location",
    "merchant",
  ],
  amount: [
    "nominal",
    "jumlah",
    "tarif",
    "amount",
    "debet",
    "debit",
    "nilai transaksi",
    "nilai",
    "biaya",
    "fare",
  ],
  cardNumber: [
    "no kartu",
    "nomor kartu",
    "no kartu e toll",
    "nomor kartu e money",
    "kartu",
    "card number",
    "card no",
    "card",
    "no e money",
  ],
  kind: ["jenis", "jenis transaksi", "keterangan", "tipe", "type", "transaction type"],
  balance: ["saldo", "saldo akhir", "sisa saldo", "balance", "ending balance"],
} as const;
type Column = keyof typeof COLUMN_NAMES;

/** A header as compared: lower case, letters and digits only, no currency ("No. Kartu" → "no kartu", "Jumlah (Rp)" → "jumlah"). */
const headerKey = (cell: StatementCell) =>
  String(cell ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(rp|idr)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function columnsOf(row: readonly StatementCell[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  row.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const [column, names] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][])
      if (found[column] === undefined && names.includes(key)) {
        found[column] = index;
        return;
      }
  });
  return found;
}

/** A card number as stored: its digits (10 to 19; printed cards group them with spaces or dashes). */
export function normalizeCardNumber(value: StatementCell): string | null {
  if (value === null || value === undefined || typeof value === "boolean" || value instanceof Date)
    return null;
  const text = typeof value === "number" ? (Number.isSafeInteger(value) ? String(value) : "") : value;
  if (!/^[\d\s.-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, "");
  return digits.length >= 10 && digits.length <= 19 ? digits : null;
}

/**
 * Whole Rupiah from a statement's amount: a number, or text in Indonesian ("Rp 12.500", "12.500,00"), English
 * ("12,500.00") or plain ("12500") form, a debit's sign or parentheses dropped. Null for anything else.
 */
export function parseRupiah(value: StatementCell): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(Math.abs(value)) : null;
  if (typeof value !== "string") return null;
  const text = value
    .replace(/rp\.?|idr/gi, "")
    .replace(/[\s\u00a0]/g, "")
    .replace(/^\((.*)\)$/, "$1")
    .replace(/^[-+]|-$/g, "");
  let plain: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) plain = text.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) plain = text.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(text)) plain = text.replace(",", ".");
  else if (/^\d+(\.\d{1,2})?$/.test(text)) plain = text;
  return plain === null ? null : Math.round(Number(plain));
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  peb: 2,
  mar: 3,
  apr: 4,
  mei: 5,
  may: 5,
  jun: 6,
  jul: 7,
  agu: 8,
  agt: 8,
  aug: 8,
  sep: 9,
  okt: 10,
  oct: 10,
  nov: 11,
  des: 12,
  dec: 12,
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  seconds: number;
}

/** Seconds of the day from "07:15", "07.15.20" or an XLSX time (a date on 1899-12-30, or a fraction of a day). */
function secondsOf(value: StatementCell): number | null {
  if (value instanceof Date)
    return value.getUTCHours() * 3600 + value.getUTCMinutes() * 60 + value.getUTCSeconds();
  if (typeof value === "number") return value >= 0 && value < 1 ? Math.round(value * 86_400) % 86_400 : null;
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(String(value ?? "").trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return hours < 24 && minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : null;
}

/** [day, month, year] of "2026-11-30", "30/11/2026", "30-11-26" or "30 Nov 2026" (Indonesian or English months). */
function calendarDate(text: string): [number, number, number] | null {
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (dayFirst) return [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  const named = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ](\d{2}|\d{4})$/.exec(text);
  const month = named ? MONTHS[(named[2] ?? "").toLowerCase()] : undefined;
  return named && month ? [Number(named[1]), month, Number(named[3])] : null;
}

function wallClockOf(value: StatementCell): WallClock | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime())
      ? null
      : {
          year: value.getUTCFullYear(),
          month: value.getUTCMonth() + 1,
          day: value.getUTCDate(),
          seconds: secondsOf(value) ?? 0,
        };
  if (typeof value === "number" && value > 20_000 && value < 80_000) {
    // an XLSX serial day number (days since 1899-12-30)
    const time = new Date(Math.round((value - 25_569) * 86_400) * 1000);
    return wallClockOf(time);
  }
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s+/g, " ");
  const [datePart = "", ...rest] = text.split(/[ T](?=\d{1,2}[:.]\d{2})/);
  const timePart = rest.join(" ");
  const date = calendarDate(datePart);
  if (!date) return null;
  const [day, month, year] = date;
  const seconds = timePart ? secondsOf(timePart) : 0;
  if (seconds === null) return null;
  return { year: year < 100 ? year + 2000 : year, month, day, seconds };
}

/**
 * The moment of a statement's date (and time, in its own column or with the date), read in the company's zone.
 * Null for a date that is none (31/02) or not in the years a card could have been used (2000–2099).
 */
export function parseStatementTime(
  date: StatementCell,
  time: StatementCell,
  zone: CompanyTimeZone,
): Date | null {
  const clock = wallClockOf(date);
  if (!clock) return null;
  const seconds = time === undefined || time === null || time === "" ? clock.seconds : secondsOf(time);
  if (seconds === null) return null;
  const { year, month, day } = clock;
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (year < 2000 || year > 2099 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return new Date(utc + seconds * 1000 - TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000);
}

/**
 * A gate's name as stored: printable, single-spaced, at most 100 characters, and never starting with what a
 * spreadsheet runs as a formula (=, +, -, @), so an exported cost list cannot carry one.
 */
export function statementText(value: StatementCell): string | null {
  if (value === null || value === undefined || value instanceof Date) return null;
  const text = String(value)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[=+\-@\s]+/, "")
    .slice(0, 100)
    .trim();
  return text || null;
}

const TOP_UP = /top ?up|isi ulang|reload|setor/i;

/** A card number printed above the table ("No. Kartu : 6032 9812 3456 7890"), for a per-card bank statement. */
function statementCard(rows: readonly (readonly StatementCell[])[]): string | null {
  for (const row of rows)
    for (const [index, cell] of row.entries()) {
      const text = String(cell ?? "");
      const inline = /(?:kartu|card)[^:\d]*[:]?\s*([\d\s-]{10,30})$/i.exec(text.trim());
      if (inline) return normalizeCardNumber(inline[1] ?? "");
      if (/kartu|card/i.test(text) && index + 1 < row.length) {
        const next = normalizeCardNumber(row[index + 1] ?? null);
        if (next) return next;
      }
    }
  return null;
}

const blank = (row: readonly StatementCell[]) => row.every((cell) => String(cell ?? "").trim() === "");

/**
 * Reads a statement's rows: finds the header within the first 20 rows (its names in Indonesian or English, in any
 * order), then each row below it. A row without a digit in its date or without an amount is not a transaction
 * (totals, notes); one with them that cannot be read is an issue; top-ups are counted apart.
 */
export function parseEtollStatement(
  rows: readonly (readonly StatementCell[])[],
  zone: CompanyTimeZone,
): ParsedStatement | StatementRefusal {
  const headerIndex = rows.slice(0, 20).findIndex((row) => {
    const columns = columnsOf(row);
    return columns.dateTime !== undefined && columns.amount !== undefined;
  });
  if (headerIndex < 0) return "NoHeader";
  const columns = columnsOf(rows[headerIndex] ?? []);
  const cardOfStatement = columns.cardNumber === undefined ? statementCard(rows.slice(0, headerIndex)) : null;
  const body = rows.slice(headerIndex + 1);
  const filled = body.filter((row) => !blank(row)).length;
  if (filled === 0) return "Empty";
  if (filled > ETOLL_STATEMENT_MAX_ROWS) return "TooManyRows";
  const cell = (row: readonly StatementCell[], column: Column) => {
    const index = columns[column];
    return index === undefined ? null : (row[index] ?? null);
  };
  const parsed: ParsedStatement = { transactions: [], issues: [], topUps: 0 };
  body.forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    const dateCell = cell(row, "dateTime");
    const amountCell = cell(row, "amount");
    // totals and notes ("Total", "Saldo awal") carry no date
    if (!/\d/.test(String(dateCell ?? "")) || String(amountCell ?? "").trim() === "") return;
    if (TOP_UP.test(String(cell(row, "kind") ?? ""))) {
      parsed.topUps += 1;
      return;
    }
    const time = parseStatementTime(dateCell, cell(row, "time"), zone);
    const amount = parseRupiah(amountCell);
    const cardNumber =
      columns.cardNumber === undefined ? cardOfStatement : normalizeCardNumber(cell(row, "cardNumber"));
    if (!time) parsed.issues.push({ line, field: "date" });
    else if (amount === null || amount < 1 || amount > TOLL_FARE_MAX)
      parsed.issues.push({ line, field: "amount" });
    else if (!cardNumber) parsed.issues.push({ line, field: "cardNumber" });
    else
      parsed.transactions.push({
        line,
        cardNumber,
        time,
        gateIn: statementText(cell(row, "gateIn")),
        gateOut: statementText(cell(row, "gateOut")),
        amount,
        balance: parseRupiah(cell(row, "balance")),
      });
  });
  return parsed;
}

/**
 * What makes a toll transaction the same one in any statement: the card, the minute and the fare. The gate's name is
 * left out (a bank's statement and the toll operator's write it differently) and so are the seconds (some statements
 * drop them); one card cannot pay the same fare twice in a minute.
 */
export function tollTransactionKey(
  transaction: Pick<TollTransaction, "cardNumber" | "time" | "amount">,
): string {
  const minute = Math.floor(transaction.time.getTime() / 60_000);
  return `${transaction.cardNumber}|${minute}|${transaction.amount}`;
}

export interface CardAssignment {
  vehicleId: number;
  from: Date;
  /** null while the card is still on the vehicle */
  to: Date | null;
}

/** The vehicle a card was on at a moment (assignments never overlap: a new one ends the one before). */
export function cardVehicleAt(assignments: readonly CardAssignment[], time: Date): number | null {
  const at = time.getTime();
  const found = assignments.find(
    (assignment) =>
      assignment.from.getTime() <= at && (assignment.to === null || at < assignment.to.getTime()),
  );
  return found?.vehicleId ?? null;
}

export type TollRowStatus = "matched" | "unassigned" | "unmatched" | "duplicate";

export interface ClassifiedTollRow extends TollTransaction {
  key: string;
  status: TollRowStatus;
  vehicleId: number | null;
}

/**
 * Each transaction's fate: booked already or earlier in the same file (duplicate), on a card the company has not
 * registered (unmatched), on a registered card that was on no vehicle then (unassigned), else matched to the vehicle
 * the card was on at that time.
 */
export function classifyTollTransactions(
  transactions: readonly TollTransaction[],
  cards: ReadonlyMap<string, readonly CardAssignment[]>,
  bookedKeys: ReadonlySet<string>,
): ClassifiedTollRow[] {
  const seen = new Set<string>();
  return transactions.map((transaction) => {
    const key = tollTransactionKey(transaction);
    const duplicate = bookedKeys.has(key) || seen.has(key);
    seen.add(key);
    const assignments = cards.get(transaction.cardNumber);
    const vehicleId = assignments ? cardVehicleAt(assignments, transaction.time) : null;
    const status: TollRowStatus = duplicate
      ? "duplicate"
      : !assignments
        ? "unmatched"
        : vehicleId === null
          ? "unassigned"
          : "matched";
    return { ...transaction, key, status, vehicleId };
  });
}
