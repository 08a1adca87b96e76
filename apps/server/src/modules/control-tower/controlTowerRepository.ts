import {
  type CompanyTimeZone,
  type ControlTowerQueue,
  type ControlTowerSettings,
  DEFAULT_CONTROL_TOWER_SETTINGS,
} from "@armada/domain";
import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";
import { controlTowerExceptions, controlTowerSettings } from "./controlTower.tables.js";
import type { ExceptionCandidate } from "./exceptionSources.js";

export interface CompanyRules {
  companyId: number;
  timeZone: CompanyTimeZone;
  settings: ControlTowerSettings;
}

const settingsOf = (row: typeof controlTowerSettings.$inferSelect | null): ControlTowerSettings =>
  row
    ? {
        lateMinutes: row.lateMinutes,
        offlineMinutes: row.offlineMinutes,
        slaMinutes: row.slaMinutes,
        alertWindowHours: row.alertWindowHours,
        queueSlaMinutes: row.queueSlaMinutes,
      }
    : DEFAULT_CONTROL_TOWER_SETTINGS;

/** Every company (or one) with its control tower settings, the defaults where it has saved none. */
export async function findCompanyRules(db: DbExecutor, companyId?: number): Promise<CompanyRules[]> {
  const rows = await db
    .select({ companyId: companies.id, timeZone: companies.timeZone, settings: controlTowerSettings })
    .from(companies)
    .leftJoin(controlTowerSettings, eq(controlTowerSettings.companyId, companies.id))
    .where(companyId === undefined ? undefined : eq(companies.id, companyId));
  return rows.map((row) => ({
    companyId: row.companyId,
    timeZone: row.timeZone,
    settings: settingsOf(row.settings),
  }));
}

export async function saveSettings(db: DbExecutor, companyId: number, settings: ControlTowerSettings) {
  await db
    .insert(controlTowerSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({
      target: controlTowerSettings.companyId,
      set: { ...settings, updatedOn: new Date() },
    });
}

/**
 * Stores the candidates not stored yet, and opens again those cleared before (a vehicle offline again): first seen
 * now, status baru, no owner. Answers how many rows it inserted or opened.
 */
export async function storeCandidates(db: DbExecutor, companyId: number, candidates: ExceptionCandidate[]) {
  if (candidates.length === 0) return 0;
  const rows = await db
    .insert(controlTowerExceptions)
    .values(candidates.map((candidate) => ({ companyId, ...candidate })))
    .onConflictDoUpdate({
      target: [
        controlTowerExceptions.companyId,
        controlTowerExceptions.queue,
        controlTowerExceptions.sourceKey,
      ],
      set: {
        clearedOn: null,
        firstSeenOn: sql`now()`,
        status: "BARU",
        ownerId: null,
        notes: "",
        detail: sql`excluded.detail`,
        updatedOn: sql`now()`,
      },
      setWhere: sql`${controlTowerExceptions.clearedOn} is not null`,
    })
    .returning({ id: controlTowerExceptions.id });
  return rows.length;
}

/** The open rows of `queues` whose source no longer holds are cleared; answers how many. */
export async function clearGone(
  db: DbExecutor,
  companyId: number,
  queues: readonly ControlTowerQueue[],
  holding: ExceptionCandidate[],
) {
  const open = await db
    .select({
      id: controlTowerExceptions.id,
      queue: controlTowerExceptions.queue,
      sourceKey: controlTowerExceptions.sourceKey,
    })
    .from(controlTowerExceptions)
    .where(
      and(
        eq(controlTowerExceptions.companyId, companyId),
        inArray(controlTowerExceptions.queue, [...queues]),
        isNull(controlTowerExceptions.clearedOn),
      ),
    );
  const held = new Set(holding.map((candidate) => `${candidate.queue}|${candidate.sourceKey}`));
  const gone = open.filter((row) => !held.has(`${row.queue}|${row.sourceKey}`)).map((row) => row.id);
  if (gone.length === 0) return 0;
  const cleared = await db
    .update(controlTowerExceptions)
    .set({ clearedOn: sql`now()` })
    .where(
      and(
        eq(controlTowerExceptions.companyId, companyId),
        inArray(controlTowerExceptions.id, gone),
        isNull(controlTowerExceptions.clearedOn),
      ),
    )
    .returning({ id: controlTowerExceptions.id });
  return cleared.length;
}

const exceptionColumns = {
  exception: controlTowerExceptions,
  licensePlate: vehicles.licensePlate,
  ownerName: users.name,
};

/** A page of the company's live exceptions (of one queue, or all), oldest first: the longest waiting on top. */
export async function findExceptions(
  db: DbExecutor,
  companyId: number,
  filter: { queue?: ControlTowerQueue; view: "OPEN" | "SELESAI"; page: number; show: number },
) {
  const where = and(
    eq(controlTowerExceptions.companyId, companyId),
    isNull(controlTowerExceptions.clearedOn),
    filter.queue ? eq(controlTowerExceptions.queue, filter.queue) : undefined,
    filter.view === "OPEN"
      ? ne(controlTowerExceptions.status, "SELESAI")
      : eq(controlTowerExceptions.status, "SELESAI"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(exceptionColumns)
      .from(controlTowerExceptions)
      .leftJoin(
        vehicles,
        and(eq(vehicles.id, controlTowerExceptions.vehicleId), eq(vehicles.companyId, companyId)),
      )
      .leftJoin(users, eq(users.id, controlTowerExceptions.ownerId))
      .where(where)
      .orderBy(asc(controlTowerExceptions.firstSeenOn), asc(controlTowerExceptions.id))
      .limit(filter.show)
      .offset((filter.page - 1) * filter.show),
    db.select({ total: count() }).from(controlTowerExceptions).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findException(db: DbExecutor, companyId: number, exceptionId: number) {
  const [row] = await db
    .select(exceptionColumns)
    .from(controlTowerExceptions)
    .leftJoin(
      vehicles,
      and(eq(vehicles.id, controlTowerExceptions.vehicleId), eq(vehicles.companyId, companyId)),
    )
    .leftJoin(users, eq(users.id, controlTowerExceptions.ownerId))
    .where(and(eq(controlTowerExceptions.companyId, companyId), eq(controlTowerExceptions.id, exceptionId)));
  return row ?? null;
}

/** The open (baru, ditangani) live exceptions per queue, and how many of them are past their queue's SLA. */
export async function countOpen(
  db: DbExecutor,
  companyId: number,
  settings: Pick<ControlTowerSettings, "slaMinutes" | "queueSlaMinutes">,
) {
  const minutes = settings.queueSlaMinutes.length
    ? sql`case ${controlTowerExceptions.queue} ${sql.join(
        settings.queueSlaMinutes.map((row) => sql`when ${row.queue} then ${row.minutes}::int`),
        sql` `,
      )} else ${settings.slaMinutes}::int end`
    : sql`${settings.slaMinutes}::int`;
  return db
    .select({
      queue: controlTowerExceptions.queue,
      open: count(),
      breached:
        sql<number>`count(*) filter (where ${controlTowerExceptions.firstSeenOn} < now() - make_interval(mins => ${minutes}))`.mapWith(
          Number,
        ),
    })
    .from(controlTowerExceptions)
    .where(
      and(
        eq(controlTowerExceptions.companyId, companyId),
        isNull(controlTowerExceptions.clearedOn),
        ne(controlTowerExceptions.status, "SELESAI"),
      ),
    )
    .groupBy(controlTowerExceptions.queue);
}

export async function updateException(
  db: DbExecutor,
  companyId: number,
  exceptionId: number,
  set: Partial<Pick<typeof controlTowerExceptions.$inferInsert, "ownerId" | "status" | "notes">>,
  userId: number,
) {
  const rows = await db
    .update(controlTowerExceptions)
    .set({ ...set, updatedBy: userId, updatedOn: sql`now()` })
    .where(and(eq(controlTowerExceptions.companyId, companyId), eq(controlTowerExceptions.id, exceptionId)))
    .returning({ id: controlTowerExceptions.id });
  return rows.length > 0;
}
