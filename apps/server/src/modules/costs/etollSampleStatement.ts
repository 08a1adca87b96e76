import {
  type CompanyTimeZone,
  DEFAULT_TOLL_GATE_RULES,
  findTollGate,
  haversineMeters,
  type LatLng,
  parseCompanyTimeZone,
  type StatementCell,
  TIME_ZONE_UTC_OFFSET_MINUTES,
  TOLL_GATES,
  type TollGate,
} from "@armada/domain";
import { and, asc, desc, eq, gte, isNotNull, lte, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { companies } from "../company/index.js";
import { positions } from "../positions/index.js";
import { etollCards } from "./costs.tables.js";
import { requireCostKey } from "./costsAccess.js";
import { vehicleTrackPoints } from "./etollGateCheck.js";

const MINUTE = 60_000;
/** How far back the sample looks for a gate the cards' vehicles passed. */
const LOOKBACK_MS = 14 * 86_400_000;
/** Cards whose vehicles are searched for a gate pass, at most. */
const CARDS_SEARCHED = 6;
/** Degrees around a gate a fix is looked for in (about 900 m), then measured exactly. */
const GATE_BOX_DEGREES = 0.008;
/** A gate name no statement of the table's roads uses: its row can only show "tanpa data". */
export const SAMPLE_UNKNOWN_GATE = "Gerbang Contoh";

/** The sample's first line: the import recognises it and previews the file, but never books it. */
export const SAMPLE_STATEMENT_MARKER = "CONTOH ARMADA - bukan rekening koran asli";

/** Whether a statement's cells are a sample this server made (its marker line before the header). */
export const isSampleStatement = (cells: readonly StatementCell[][]) =>
  cells.slice(0, 20).some((row) => typeof row[0] === "string" && row[0].trim() === SAMPLE_STATEMENT_MARKER);

interface SampleRow {
  time: Date;
  cardNumber: string;
  gateIn: string;
  gateOut: string;
  amount: number;
}

const nearGateBox = or(
  ...TOLL_GATES.map((gate) =>
    and(
      gte(positions.latitude, gate.lat - GATE_BOX_DEGREES),
      lte(positions.latitude, gate.lat + GATE_BOX_DEGREES),
      gte(positions.longitude, gate.lng - GATE_BOX_DEGREES),
      lte(positions.longitude, gate.lng + GATE_BOX_DEGREES),
    ),
  ),
);

const closestGate = (point: LatLng) =>
  TOLL_GATES.reduce((best, gate) =>
    haversineMeters(gate, point) < haversineMeters(best, point) ? gate : best,
  );
const farthestGate = (point: LatLng) =>
  TOLL_GATES.reduce((best, gate) =>
    haversineMeters(gate, point) > haversineMeters(best, point) ? gate : best,
  );
/** An entry gate printed before the exit: any table gate other than the exit. */
const entryFor = (exit: TollGate) => (TOLL_GATES[0] === exit ? TOLL_GATES[1] : TOLL_GATES[0])?.name ?? "";

/** The vehicle's latest in-track fix within a kilometre of a table gate, in the look-back. */
async function latestGatePass(db: DbExecutor, companyId: number, vehicleId: number, now: Date) {
  const fixes = await vehicleTrackPoints(
    db,
    companyId,
    vehicleId,
    gte(positions.fixTime, new Date(now.getTime() - LOOKBACK_MS)),
    lte(positions.fixTime, now),
    nearGateBox,
  )
    .orderBy(desc(positions.fixTime))
    .limit(20);
  for (const fix of fixes) {
    const gate = closestGate(fix);
    if (haversineMeters(gate, fix) < DEFAULT_TOLL_GATE_RULES.nearMeters) return { time: fix.time, gate };
  }
  return null;
}

/** A fix of the vehicle 30 minutes to 4 hours after the pass (or, failing that, before it). */
async function fixAwayFrom(db: DbExecutor, companyId: number, vehicleId: number, pass: Date) {
  const gap = 2 * DEFAULT_TOLL_GATE_RULES.windowMs;
  const within = (from: number, to: number) =>
    vehicleTrackPoints(
      db,
      companyId,
      vehicleId,
      gte(positions.fixTime, new Date(from)),
      lte(positions.fixTime, new Date(to)),
    );
  const [after] = await within(pass.getTime() + gap, pass.getTime() + 240 * MINUTE)
    .orderBy(asc(positions.fixTime))
    .limit(1);
  if (after) return after;
  const [before] = await within(pass.getTime() - 240 * MINUTE, pass.getTime() - gap)
    .orderBy(desc(positions.fixTime))
    .limit(1);
  return before ?? null;
}

/** "2026-11-29 07:50:00" on the company's clock, as the toll operators print it. */
function statementTime(time: Date, zone: CompanyTimeZone) {
  const local = new Date(time.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * MINUTE);
  return local.toISOString().slice(0, 19).replace("T", " ");
}

const spacedCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * The rows of a sample statement for the company's own cards, from their vehicles' stored track: the latest pass at a
 * table gate (the check says "cocok"), a payment at the gate farthest from where the vehicle stood half an hour or
 * more away from it ("tidak cocok"), and one at a gate the table does not know ("tanpa data"). Without any gate pass
 * in the look-back, the rows are yesterday's and the check shows what the track has.
 */
async function sampleRows(db: DbExecutor, companyId: number, now: Date): Promise<SampleRow[]> {
  const cards = await db
    .select({ cardNumber: etollCards.cardNumber, vehicleId: etollCards.vehicleId })
    .from(etollCards)
    .where(and(eq(etollCards.companyId, companyId), isNotNull(etollCards.vehicleId)))
    .orderBy(asc(etollCards.id))
    .limit(CARDS_SEARCHED);
  if (cards.length === 0) throw new AppError("EtollSampleNoCards", 404);
  for (const card of cards) {
    const vehicleId = card.vehicleId as number;
    const pass = await latestGatePass(db, companyId, vehicleId, now);
    if (!pass) continue;
    const rows: SampleRow[] = [
      {
        time: pass.time,
        cardNumber: card.cardNumber,
        gateIn: entryFor(pass.gate),
        gateOut: pass.gate.name,
        amount: 21_500,
      },
      {
        time: new Date(pass.time.getTime() - 90 * MINUTE),
        cardNumber: card.cardNumber,
        gateIn: "",
        gateOut: SAMPLE_UNKNOWN_GATE,
        amount: 7_000,
      },
    ];
    const away = await fixAwayFrom(db, companyId, vehicleId, pass.time);
    if (away) {
      const gate = farthestGate(away);
      rows.push({
        time: away.time,
        cardNumber: card.cardNumber,
        gateIn: entryFor(gate),
        gateOut: gate.name,
        amount: 48_500,
      });
    }
    return rows.sort((a, b) => a.time.getTime() - b.time.getTime());
  }
  const [first] = cards;
  const yesterday = now.getTime() - 86_400_000;
  const gate = findTollGate("Cawang") ?? (TOLL_GATES[0] as TollGate);
  return [
    {
      time: new Date(yesterday),
      cardNumber: first?.cardNumber ?? "",
      gateIn: entryFor(gate),
      gateOut: gate.name,
      amount: 9_500,
    },
    {
      time: new Date(yesterday + 60 * MINUTE),
      cardNumber: first?.cardNumber ?? "",
      gateIn: "",
      gateOut: SAMPLE_UNKNOWN_GATE,
      amount: 7_000,
    },
  ];
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * GET /api/costs/etoll/statement/sample: a CSV in a toll operator's columns (the Jasa Marga layout the importer
 * reads), built on request from the caller's company's cards and track, so it is always recent and names only that
 * company's cards.
 */
export async function buildSampleStatement(
  db: DbExecutor,
  user: AuthUser,
  now = new Date(),
): Promise<string> {
  requireCostKey(user, "read");
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const zone = parseCompanyTimeZone(company?.timeZone);
  const rows = await sampleRows(db, user.companyId, now);
  const lines = rows.map((row) =>
    [statementTime(row.time, zone), spacedCard(row.cardNumber), row.gateIn, row.gateOut, String(row.amount)]
      .map(csvCell)
      .join(","),
  );
  return `${[SAMPLE_STATEMENT_MARKER, "Transaction Date,Card Number,Gate In,Gate Out,Amount", ...lines].join("\n")}\n`;
}
