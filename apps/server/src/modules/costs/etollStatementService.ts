import {
  type ClassifiedTollRow,
  classifyTollTransactions,
  ETOLL_STATEMENT_MAX_ROWS,
  parseCompanyTimeZone,
  parseEtollStatement,
  type TollGateCheck,
  tollTransactionKey,
} from "@armada/domain";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { companies } from "../company/index.js";
import { costEntries, etollCards } from "./costs.tables.js";
import { requireCostKey } from "./costsAccess.js";
import { findCostVehicles } from "./costVehicles.js";
import { auditEtollImport } from "./etollAudit.js";
import { findCardAssignments } from "./etollCardRepository.js";
import { checkTollGates } from "./etollGateCheck.js";
import { isSampleStatement } from "./etollSampleStatement.js";
import { readStatementCells } from "./etollStatementFile.js";

const REFUSALS = {
  NoHeader: () => new AppError("StatementNoHeader", 400),
  Empty: () => new AppError("StatementEmpty", 400),
  TooManyRows: () => new AppError("StatementTooManyRows", 400, { rows: ETOLL_STATEMENT_MAX_ROWS }),
} as const;

const INSERT_CHUNK = 1_000;

async function bookedKeys(db: DbExecutor, companyId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: costEntries.tollTransactionKey })
    .from(costEntries)
    .where(and(eq(costEntries.companyId, companyId), inArray(costEntries.tollTransactionKey, [...keys])));
  return new Set(rows.map((row) => row.key ?? ""));
}

const tollDescription = (row: ClassifiedTollRow) =>
  `Tol ${[row.gateIn, row.gateOut].filter(Boolean).join(" → ")}`.trim();

/** Books the matched rows once (the company's unique toll key drops any a parallel import booked first). */
async function bookMatched(tx: DbExecutor, user: AuthUser, rows: readonly ClassifiedTollRow[]) {
  const matched = rows.filter((row) => row.status === "matched");
  const booked: { vehicleId: number; amount: number }[] = [];
  for (let start = 0; start < matched.length; start += INSERT_CHUNK) {
    const chunk = matched.slice(start, start + INSERT_CHUNK);
    booked.push(
      ...(await tx
        .insert(costEntries)
        .values(
          chunk.map((row) => ({
            companyId: user.companyId,
            vehicleId: row.vehicleId as number,
            category: "toll" as const,
            spentAt: row.time,
            amount: row.amount,
            etollCard: row.cardNumber,
            description: tollDescription(row),
            tollTransactionKey: row.key,
            createdBy: user.userId,
          })),
        )
        .onConflictDoNothing({ target: [costEntries.companyId, costEntries.tollTransactionKey] })
        .returning({ vehicleId: costEntries.vehicleId, amount: costEntries.amount })),
    );
  }
  return booked;
}

/** Each card's latest balance the statement shows, kept when newer than the one the card has. */
async function updateBalances(tx: DbExecutor, companyId: number, rows: readonly ClassifiedTollRow[]) {
  const latest = new Map<string, ClassifiedTollRow>();
  for (const row of rows)
    if (
      row.balance !== null &&
      row.status !== "unmatched" &&
      (latest.get(row.cardNumber)?.time ?? 0) < row.time
    )
      latest.set(row.cardNumber, row);
  for (const row of latest.values())
    await tx
      .update(etollCards)
      .set({ balance: row.balance, balanceOn: row.time })
      .where(
        and(
          eq(etollCards.companyId, companyId),
          eq(etollCards.cardNumber, row.cardNumber),
          or(isNull(etollCards.balanceOn), lt(etollCards.balanceOn, row.time)),
        ),
      );
}

/**
 * E-toll statement import: the file read, each transaction matched to the vehicle its card was on at that time, and
 * (when booking) the matched ones written as toll cost entries once per company (`tollTransactionKey`), so importing
 * the same statement again books nothing new. Each row on a vehicle is also checked against that vehicle's track at
 * the row's toll gate (`etollGateCheck.ts`): a card paying where its vehicle was not is a card used elsewhere. A
 * sample statement (`etollSampleStatement.ts`) is previewed like any other and never booked: its rows are made up.
 */
export function createEtollStatementService(db: Db) {
  return {
    async import(user: AuthUser, bytes: Buffer, book: boolean) {
      requireCostKey(user, book ? "create" : "read");
      const cells = await readStatementCells(bytes);
      const sample = isSampleStatement(cells);
      if (sample && book) throw new AppError("EtollSampleNotBookable", 400);
      const [company] = await db
        .select({ timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, user.companyId));
      const parsed = parseEtollStatement(cells, parseCompanyTimeZone(company?.timeZone));
      if (typeof parsed === "string") throw REFUSALS[parsed]();
      const numbers = [...new Set(parsed.transactions.map((row) => row.cardNumber))];
      const cards = await findCardAssignments(db, user.companyId, numbers);
      const assignments = new Map([...cards].map(([number, card]) => [number, card.assignments]));
      const keys = parsed.transactions.map(tollTransactionKey);
      const rows = classifyTollTransactions(
        parsed.transactions,
        assignments,
        await bookedKeys(db, user.companyId, keys),
      );
      const booked = book
        ? await db.transaction(async (tx) => {
            const written = await bookMatched(tx, user, rows);
            await updateBalances(tx, user.companyId, rows);
            await auditEtollImport(tx, user.companyId, user.userId, written);
            return written.length;
          })
        : 0;
      const vehicleIds = [...new Set(rows.flatMap((row) => (row.vehicleId ? [row.vehicleId] : [])))];
      const plates = new Map(
        (vehicleIds.length ? await findCostVehicles(db, user.companyId, vehicleIds) : []).map((v) => [
          v.id,
          v.licensePlate,
        ]),
      );
      const count = (status: ClassifiedTollRow["status"]) =>
        rows.filter((row) => row.status === status).length;
      const gateChecks = await checkTollGates(db, user.companyId, rows);
      const countGate = (check: TollGateCheck) => gateChecks.filter((gate) => gate.check === check).length;
      return {
        sample,
        matched: count("matched"),
        unassigned: count("unassigned"),
        unmatched: count("unmatched"),
        duplicates: count("duplicate"),
        topUps: parsed.topUps,
        booked,
        matchedAmount: rows
          .filter((row) => row.status === "matched")
          .reduce((sum, row) => sum + row.amount, 0),
        issues: parsed.issues,
        gateChecks: { near: countGate("near"), far: countGate("far"), noData: countGate("noData") },
        rows: rows.map((row, index) => ({
          line: row.line,
          cardNumber: row.cardNumber,
          time: row.time.toISOString(),
          gateIn: row.gateIn,
          gateOut: row.gateOut,
          amount: row.amount,
          status: row.status,
          licensePlate: row.vehicleId ? (plates.get(row.vehicleId) ?? null) : null,
          gateCheck: gateChecks[index]?.check ?? "noData",
          gateDistanceMeters: gateChecks[index]?.distanceMeters ?? null,
        })),
      };
    },
  };
}
export type EtollStatementService = ReturnType<typeof createEtollStatementService>;
