import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from "@armada/domain";
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { companyFeatureFlags, featureFlagDefaults } from "../feature-flags/index.js";
import { announcementReads, announcements } from "./announcements.tables.js";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** Published announcements a company's user may see: aimed at every company or at theirs. */
const visibleTo = (companyId: number, now: Date) =>
  and(
    lte(announcements.publishOn, now),
    or(isNull(announcements.companyIds), sql`${companyId} = any(${announcements.companyIds})`),
  );

const isReadBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${announcementReads} r where r.notification_id = ${announcements.id} and r.user_id = ${userId})`;

export async function findVisibleAnnouncements(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = visibleTo(user.companyId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notification: announcements, isRead: isReadBy(user.userId) })
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishOn), desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findVisibleAnnouncement(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  uuid: string,
) {
  const [row] = await db
    .select({ notification: announcements, isRead: isReadBy(user.userId) })
    .from(announcements)
    .where(and(visibleTo(user.companyId, now), eq(announcements.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

export async function countUnreadAnnouncements(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
) {
  const [row] = await db
    .select({ total: count() })
    .from(announcements)
    .where(and(visibleTo(user.companyId, now), sql`not ${isReadBy(user.userId)}`));
  return row?.total ?? 0;
}

/** Marks as read the visible announcements (one, or all when `uuid` is absent); returns how many changed. */
export async function insertAnnouncementReads(
  db: DbExecutor,
  user: { userId: number; companyId: number },
  now: Date,
  uuid?: string,
) {
  const visible = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(visibleTo(user.companyId, now), uuid ? eq(announcements.uuid, uuid) : undefined));
  if (visible.length === 0) return 0;
  const inserted = await db
    .insert(announcementReads)
    .values(visible.map(({ id }) => ({ notificationId: id, userId: user.userId, readOn: now })))
    .onConflictDoNothing()
    .returning({ id: announcementReads.notificationId });
  return inserted.length;
}

export async function deleteAnnouncementRead(db: DbExecutor, userId: number, notificationId: number) {
  await db
    .delete(announcementReads)
    .where(and(eq(announcementReads.userId, userId), eq(announcementReads.notificationId, notificationId)));
}

export async function insertAnnouncement(db: DbExecutor, values: NewAnnouncement) {
  const [row] = await db.insert(announcements).values(values).returning();
  if (!row) throw new Error("system notification not inserted");
  return row;
}

/** Every announcement, newest first, with how many users read it (the console's list). */
export async function findAllAnnouncements(db: DbExecutor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        notification: announcements,
        readCount: sql<number>`(select count(*)::int from ${announcementReads} r where r.notification_id = ${announcements.id})`,
      })
      .from(announcements)
      .orderBy(desc(announcements.publishOn), desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(announcements),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function deleteAnnouncementRow(db: DbExecutor, uuid: string) {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.uuid, uuid))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}

/**
 * Claims the published announcements not yet pushed: one UPDATE, so of several instances sweeping at once each
 * row goes to exactly one.
 */
export async function claimDueAnnouncements(db: DbExecutor, now: Date) {
  return db
    .update(announcements)
    .set({ deliveredOn: now })
    .where(and(isNull(announcements.deliveredOn), lte(announcements.publishOn, now)))
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
