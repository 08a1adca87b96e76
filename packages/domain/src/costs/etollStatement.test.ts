import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { etollCardFieldsSchema } from "./etollCards.js";
import {
  type CardAssignment,
  cardVehicleAt,
  classifyTollTransactions,
  normalizeCardNumber,
  parseEtollStatement,
  parseRupiah,
  parseStatementTime,
  type StatementCell,
  statementText,
  type TollTransaction,
  tollTransactionKey,
} from "./etollStatement.js";

const WIB = 7 * 3_600_000;
const pad = (value: number, size = 2) => String(value).padStart(size, "0");
const grouped = (value: number, separator: string) =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** whole seconds between 2020 and 2030 */
const moment = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 })
  .map((seconds) => new Date(seconds * 1000));
const cardNumber = fc.stringMatching(/^[1-9]\d{15}$/);
const fare = fc.integer({ min: 1, max: 5_000_000 });

/** The WIB wall clock of a moment, as statements write it. */
function wallClock(time: Date) {
  const local = new Date(time.getTime() + WIB);
  return {
    day: pad(local.getUTCDate()),
    month: pad(local.getUTCMonth() + 1),
    year: String(local.getUTCFullYear()),
    clock: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`,
  };
}

describe("e-toll statement amounts", () => {
  it("reads whole Rupiah written the Indonesian, English or plain way, with or without Rp and a debit sign", () => {
    fc.assert(
      fc.property(
        fare,
        fc.constantFrom("", "Rp ", "Rp. ", "IDR "),
        fc.constantFrom("", "-"),
        (n, prefix, sign) => {
          for (const text of [
            `${prefix}${grouped(n, ".")}`,
            `${prefix}${grouped(n, ".")},00`,
            `${grouped(n, ",")}.00`,
            `${sign}${prefix}${n}`,
            `(${grouped(n, ".")})`,
          ])
            expect(parseRupiah(text), text).toBe(n);
          expect(parseRupiah(-n)).toBe(n);
        },
      ),
    );
  });

  it("refuses what is no amount", () => {
    for (const text of ["", "abc", "12.50.0", "1,2,3", "=1+2", "Rp", "12..5"])
      expect(parseRupiah(text), text).toBeNull();
  });
});

describe("e-toll card numbers", () => {
  it("keep the digits however the card groups them", () => {
    fc.assert(
      fc.property(cardNumber, fc.constantFrom(" ", "-", "  ", ""), (digits, separator) => {
        const printed = digits.match(/.{1,4}/g)?.join(separator) ?? digits;
        expect(normalizeCardNumber(printed)).toBe(digits);
        expect(etollCardFieldsSchema.parse({ cardNumber: printed, issuer: "mandiri" }).cardNumber).toBe(
          digits,
        );
      }),
    );
  });

  it("refuse text, too few or too many digits", () => {
    for (const text of ["6032 98", "abcd 1234 5678 9012", "12345678901234567890", "=6032981234567890"])
      expect(normalizeCardNumber(text), text).toBeNull();
    expect(etollCardFieldsSchema.safeParse({ cardNumber: "12", issuer: "bca" }).success).toBe(false);
  });
});

describe("e-toll statement times", () => {
  it("read day-first, ISO, month-name and XLSX dates in the company's zone", () => {
    fc.assert(
      fc.property(moment, (time) => {
        const { day, month, year, clock } = wallClock(time);
        const local = new Date(time.getTime() + WIB);
        const names = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
        const xlsxDate = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
        const xlsxTime = new Date(Date.UTC(1899, 11, 30) + (local.getTime() % 86_400_000));
        const cases: [StatementCell, StatementCell][] = [
          [`${day}/${month}/${year} ${clock}`, null],
          [`${day}-${month}-${year} ${clock.replaceAll(":", ".")}`, null],
          [`${year}-${month}-${day} ${clock}`, null],
          [`${year}-${month}-${day}T${clock}`, null],
          [`${day} ${names[local.getUTCMonth()]} ${year}`, clock],
          [`${day}/${month}/${year}`, clock],
          [local, null],
          [xlsxDate, xlsxTime],
        ];
        for (const [date, at] of cases)
          expect(parseStatementTime(date, at, "Asia/Jakarta")?.getTime(), String(date)).toBe(time.getTime());
        expect(parseStatementTime(`${day}/${month}/${year} ${clock}`, null, "Asia/Jayapura")?.getTime()).toBe(
          time.getTime() - 2 * 3_600_000,
        );
      }),
    );
  });

  it("refuse days that do not exist and text that is no date", () => {
    for (const text of ["31/02/2026 10:00", "2026-13-01", "kemarin", "30/11/2026 25:00", "01/01/1999 10:00"])
      expect(parseStatementTime(text, null, "Asia/Jakarta"), text).toBeNull();
  });
});

describe("statement text", () => {
  it("never starts with what a spreadsheet runs as a formula, and stays one short line", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const cleaned = statementText(text);
        if (cleaned === null) return;
        expect(cleaned).not.toMatch(/^[=+\-@]/);
        expect(cleaned).not.toMatch(/[\n\r\t]/);
        expect(cleaned.length).toBeLessThanOrEqual(100);
      }),
    );
    expect(statementText('=HYPERLINK("http://evil","Cikunir")')).toBe('HYPERLINK("http://evil","Cikunir")');
  });
});

const HEADERS = {
  dateTime: ["Tanggal", "Tgl. Transaksi", "Transaction Date", "Waktu Transaksi"],
  gateIn: ["Gerbang Masuk", "Gate In", "Asal"],
  gateOut: ["Gerbang Keluar", "Gate Out", "Lokasi"],
  amount: ["Nominal", "Jumlah (Rp)", "Amount", "Debet", "Tarif"],
  cardNumber: ["No. Kartu", "Nomor Kartu", "Card Number"],
};

const transaction = fc.record({
  cardNumber,
  time: moment,
  amount: fare,
  gateIn: fc.constantFrom("Cikunir 1", "Cikampek Utama", "Kalihurip 2", null),
  gateOut: fc.constantFrom("Cileunyi", "Pasteur", "Kanci"),
});

describe("e-toll statements", () => {
  it("read back every transaction, whatever the header's words, its column order and the amounts' format", () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 30 }),
        fc.record({
          dateTime: fc.constantFrom(...HEADERS.dateTime),
          gateIn: fc.constantFrom(...HEADERS.gateIn),
          gateOut: fc.constantFrom(...HEADERS.gateOut),
          amount: fc.constantFrom(...HEADERS.amount),
          cardNumber: fc.constantFrom(...HEADERS.cardNumber),
        }),
        fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (rows, headers, order, preamble) => {
          const fields = ["dateTime", "gateIn", "gateOut", "amount", "cardNumber"] as const;
          const header = order.map((index) => headers[fields[index] as (typeof fields)[number]]);
          const cells = rows.map((row) => {
            const { day, month, year, clock } = wallClock(row.time);
            const values = [
              `${day}/${month}/${year} ${clock}`,
              row.gateIn,
              row.gateOut,
              `Rp ${grouped(row.amount, ".")}`,
              row.cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "),
            ];
            return order.map((index) => values[index] ?? null);
          });
          const sheet = [
            ...Array.from({ length: preamble }, (_, i) => [`Laporan transaksi e-toll ${i}`]),
            header,
            ...cells,
            [],
            order.map((index) => (index === 0 ? "Total" : index === 3 ? "999.999" : null)),
          ];
          const parsed = parseEtollStatement(sheet, "Asia/Jakarta");
          if (typeof parsed === "string") throw new Error(parsed);
          expect(parsed.issues).toEqual([]);
          expect(parsed.transactions.map(({ line: _, balance: __, ...rest }) => rest)).toEqual(rows);
          expect(parsed.transactions.map((row) => row.line)).toEqual(rows.map((_, i) => preamble + i + 2));
        },
      ),
    );
  });

  it("counts top-ups apart, names the field of a row it cannot read, and takes a per-card statement's card", () => {
    const parsed = parseEtollStatement(
      [
        ["Mutasi Kartu Flazz"],
        ["No. Kartu", "0145 2233 4455 6677"],
        ["Tanggal", "Jam", "Keterangan", "Lokasi", "Debet", "Saldo"],
        ["01/11/2026", "07:15", "Transaksi Tol", "Cikunir 1", "11.000", "189.000"],
        ["01/11/2026", "08:00", "Top Up", "Indomaret", "200.000", "389.000"],
        ["31/11/2026", "09:00", "Transaksi Tol", "Pasteur", "7.500", "381.500"],
        ["02/11/2026", "09:00", "Transaksi Tol", "Pasteur", "tujuh ribu", "381.500"],
      ],
      "Asia/Jakarta",
    );
    if (typeof parsed === "string") throw new Error(parsed);
    expect(parsed.transactions).toEqual([
      {
        line: 4,
        cardNumber: "0145223344556677",
        time: new Date("2026-11-01T00:15:00Z"),
        gateIn: null,
        gateOut: "Cikunir 1",
        amount: 11_000,
        balance: 189_000,
      },
    ]);
    expect(parsed.topUps).toBe(1);
    expect(parsed.issues).toEqual([
      { line: 6, field: "date" },
      { line: 7, field: "amount" },
    ]);
  });

  it("refuses a file without a header, without rows, or with too many", () => {
    expect(
      parseEtollStatement(
        [
          ["a", "b"],
          ["1", "2"],
        ],
        "Asia/Jakarta",
      ),
    ).toBe("NoHeader");
    expect(parseEtollStatement([["Tanggal", "Nominal", "No Kartu"]], "Asia/Jakarta")).toBe("Empty");
    const many = Array.from({ length: 5_001 }, () => ["01/11/2026 07:00", "1000", "6032981234567890"]);
    expect(parseEtollStatement([["Tanggal", "Nominal", "No Kartu"], ...many], "Asia/Jakarta")).toBe(
      "TooManyRows",
    );
  });
});

describe("toll transaction keys and matching", () => {
  it("a key is the same for the same card, minute and fare, and differs when any of them differs", () => {
    fc.assert(
      fc.property(transaction, fc.integer({ min: 0, max: 59 }), (row, second) => {
        const minuteStart = new Date(Math.floor(row.time.getTime() / 60_000) * 60_000);
        const same = { ...row, time: new Date(minuteStart.getTime() + second * 1000), gateOut: "lain" };
        expect(tollTransactionKey(same)).toBe(tollTransactionKey({ ...row, time: minuteStart }));
        expect(tollTransactionKey({ ...row, amount: row.amount + 1 })).not.toBe(tollTransactionKey(row));
        expect(tollTransactionKey({ ...row, time: new Date(minuteStart.getTime() + 60_000) })).not.toBe(
          tollTransactionKey({ ...row, time: minuteStart }),
        );
      }),
    );
  });

  it("finds the vehicle a card was on at the time, none before its first or between assignments", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1_000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: -10, max: 1_010 }),
        (bounds, probe) => {
          const sorted = [...bounds].sort((a, b) => a - b);
          // assignments on every other interval: [b0, b1) vehicle 1, [b2, b3) vehicle 3 ...
          const assignments: CardAssignment[] = [];
          for (let i = 0; i + 1 < sorted.length; i += 2)
            assignments.push({
              vehicleId: i + 1,
              from: new Date(sorted[i] ?? 0),
              to: i + 2 === sorted.length ? null : new Date(sorted[i + 1] ?? 0),
            });
          const expected = assignments.find(
            (a) => a.from.getTime() <= probe && (a.to === null || probe < a.to.getTime()),
          );
          expect(cardVehicleAt(assignments, new Date(probe))).toBe(expected?.vehicleId ?? null);
        },
      ),
    );
  });

  it("classifies rows as matched, unassigned, unmatched or duplicate, and books nothing twice", () => {
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 40 }), (rows) => {
        const transactions: TollTransaction[] = rows.map((row, i) => ({
          ...row,
          line: i + 2,
          balance: null,
        }));
        const known = new Set(rows.filter((_, i) => i % 3 !== 0).map((row) => row.cardNumber));
        const cards = new Map(
          [...known].map((card) => [
            card,
            [{ vehicleId: 7, from: new Date(Date.UTC(2025, 0, 1)), to: null }],
          ]),
        );
        const first = classifyTollTransactions(transactions, cards, new Set());
        for (const row of first) {
          if (row.status === "matched") expect(row.vehicleId).toBe(7);
          if (row.status === "unmatched") expect(known.has(row.cardNumber)).toBe(false);
          if (row.status === "unassigned") expect(row.time.getTime()).toBeLessThan(Date.UTC(2025, 0, 1));
        }
        const booked = new Set(first.filter((row) => row.status === "matched").map((row) => row.key));
        expect(booked.size).toBe(first.filter((row) => row.status === "matched").length);
        const again = classifyTollTransactions(transactions, cards, booked);
        expect(again.filter((row) => row.status === "matched")).toEqual([]);
      }),
    );
  });
});
