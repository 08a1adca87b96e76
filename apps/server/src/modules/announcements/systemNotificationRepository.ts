import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from "@armada/domain";
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { companyFeatureFlags, featureFlagDefaults } from "../feature-flags/index.js";
import { systemNotificationReads, systemNotifications } from "./systemNotifications.tables.js";

export type SystemNotificationRow = typeof systemNotifications.$inferSelect;
export type NewSystemNotification = typeof systemNotifications.$inferInsert;

/** Published announcements a company's user may see: aimed at every company or at theirs. */
const visibleTo = (companyId: number, now: Date) =>
  and(
    lte(systemNotifications.publishOn, now),
    or(isNull(systemNotifications.companyIds), sql`${companyId} = any(${systemNotifications.companyIds})`),
  );

const isReadBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${systemNotificationReads} r where r.notification_id = ${systemNotifications.id} and r.user_id = ${userId})`;

export async function findVisibleSystemNotifications(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = visibleTo(user.companyId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notification: systemNotifications, isRead: isReadBy(user.userId) })
      .from(systemNotifications)
      .where(where)
      .orderBy(desc(systemNotifications.publishOn), desc(systemNotifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(systemNotifications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findVisibleSystemNotification(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  uuid: string,
) {
  const [row] = await db
    .select({ notification: systemNotifications, isRead: isReadBy(user.userId) })
    .from(systemNotifications)
    .where(and(visibleTo(user.companyId, now), eq(systemNotifications.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

export async function countUnreadSystemNotifications(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
) {
  const [row] = await db
    .select({ total: count() })
    .from(systemNotifications)
    .where(and(visibleTo(user.companyId, now), sql`not ${isReadBy(user.userId)}`));
  return row?.total ?? 0;
}

/** Marks as read the visible announcements (one, or all when `uuid` is absent); returns how many changed. */
export async function insertSystemNotificationReads(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  uuid?: string,
) {
  const visible = await db
    .select({ id: systemNotifications.id })
    .from(systemNotifications)
    .where(and(visibleTo(user.companyId, now), uuid ? eq(systemNotifications.uuid, uuid) : undefined));
  if (visible.length === 0) return 0;
  const inserted = await db
    .insert(systemNotificationReads)
    .values(visible.map(({ id }) => ({ notificationId: id, userId: user.userId, readOn: now })))
    .onConflictDoNothing()
    .returning({ id: systemNotificationReads.notificationId });
  return inserted.length;
}

export async function deleteSystemNotificationRead(db: DbExecutor, userId: number, notificationId: number) {
  await db
    .delete(systemNotificationReads)
    .where(
      and(
        eq(systemNotificationReads.userId, userId),
        eq(systemNotificationReads.notificationId, notificationId),
      ),
    );
}

export async function insertSystemNotification(db: DbExecutor, values: NewSystemNotification) {
  const [row] = await db.insert(systemNotifications).values(values).returning();
  if (!row) throw new Error("system notification not inserted");
  return row;
}

/** Every announcement, newest first, with how many users read it (the console's list). */
export async function findAllSystemNotifications(db: DbExecutor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        notification: systemNotifications,
        readCount: sql<number>`(select count(*)::int from ${systemNotificationReads} r where r.notification_id = ${systemNotifications.id})`,
      })
      .from(systemNotifications)
      .orderBy(desc(systemNotifications.publishOn), desc(systemNotifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(systemNotifications),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function deleteSystemNotificationRow(db: DbExecutor, uuid: string) {
  const deleted = await db
    .delete(systemNotifications)
    .where(eq(systemNotifications.uuid, uuid))
    .returning({ id: systemNotifications.id });
  return deleted.length > 0;
}

/**
 * Claims the published announcements not yet pushed: one UPDATE, so of several instances sweeping at once each
 * row goes to exactly one.
 */
export async function claimDueSystemNotifications(db: DbExecutor, now: Date) {
  return db
    .update(systemNotifications)
    .set({ deliveredOn: now })
    .where(and(isNull(systemNotifications.deliveredOn), lte(systemNotifications.publishOn, now)))
    .returning();
}

/** Active companies among `companyIds` (all when null) whose announcements flag is on. */
export async function findAnnouncementCompanies(db: DbExecutor, companyIds: number[] | null) {
  const flag = "vsms2_system_notification" satisfies keyof FeatureFlags;
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .leftJoin(
      companyFeatureFlags,
      and(eq(companyFeatureFlags.companyId, companies.id), eq(companyFeatureFlags.key, flag)),
    )
    .leftJoin(featureFlagDefaults, eq(featureFlagDefaults.key, flag))
    .where(
      and(
        eq(companies.isActive, true),
        companyIds ? inArray(companies.id, companyIds) : undefined,
        sql`coalesce(${companyFeatureFlags.enabled}, ${featureFlagDefaults.enabled}, ${DEFAULT_FEATURE_FLAGS[flag]})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Id and name of the active companies, for aiming an announcement (the console). */
export async function findCompanyChoices(db: DbExecutor) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isActive, true))
    .orderBy(companies.name);
}
