import { DEFAULT_RETENTION, type RetentionSettings } from "@armada/domain";
import { and, eq, gte, lte } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { companyRetention, positionArchives } from "./retention.tables.js";

const settingsColumns = {
  positions: companyRetention.positionsDays,
  rawAlerts: companyRetention.rawAlertsDays,
  media: companyRetention.mediaDays,
  audit: companyRetention.auditDays,
};

/** A company's retention settings; the defaults where it chose none. */
export async function findRetentionSettings(db: DbExecutor, companyId: number): Promise<RetentionSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(companyRetention)
    .where(eq(companyRetention.companyId, companyId));
  return row ?? DEFAULT_RETENTION;
}

/** Every company's retention settings, the defaults for those without a row. */
export async function findAllRetentionSettings(db: DbExecutor): Promise<Map<number, RetentionSettings>> {
  const rows = await db
    .select({ companyId: companies.id, ...settingsColumns })
    .from(companies)
    .leftJoin(companyRetention, eq(companyRetention.companyId, companies.id));
  return new Map(
    rows.map(({ companyId, positions, rawAlerts, media, audit }) => [
      companyId,
      positions === null || rawAlerts === null || media === null || audit === null
        ? DEFAULT_RETENTION
        : { positions, rawAlerts, media, audit },
    ]),
  );
}

export async function saveRetentionSettings(db: DbExecutor, companyId: number, settings: RetentionSettings) {
  const values = {
    positionsDays: settings.positions,
    rawAlertsDays: settings.rawAlerts,
    mediaDays: settings.media,
    auditDays: settings.audit,
    updatedOn: new Date(),
  };
  await db
    .insert(companyRetention)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyRetention.companyId, set: values });
}

/** The company's archived months that overlap [start, end] (months as `YYYY-MM-01`). */
export function findArchivedMonths(db: DbExecutor, companyId: number, firstMonth: string, lastMonth: string) {
  return db
    .select({ month: positionArchives.month, objectKey: positionArchives.objectKey })
    .from(positionArchives)
    .where(
      and(
        eq(positionArchives.companyId, companyId),
        gte(positionArchives.month, firstMonth),
        lte(positionArchives.month, lastMonth),
      ),
    )
    .orderBy(positionArchives.month);
}

export function findArchives(db: DbExecutor) {
  return db.select().from(positionArchives);
}

export async function saveArchive(db: DbExecutor, archive: typeof positionArchives.$inferInsert) {
  await db.insert(positionArchives).values(archive).onConflictDoNothing();
}

export async function forgetArchive(db: DbExecutor, companyId: number, month: string) {
  await db
    .delete(positionArchives)
    .where(and(eq(positionArchives.companyId, companyId), eq(positionArchives.month, month)));
}
