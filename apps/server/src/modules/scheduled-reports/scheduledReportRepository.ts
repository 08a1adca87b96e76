import type { ReportKind } from "@armada/domain";
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { authUserColumns, roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { scheduledReportAudit, scheduledReportRuns, scheduledReports } from "./scheduledReports.tables.js";

export type ScheduledReportRow = typeof scheduledReports.$inferSelect;
export type ScheduledReportValues = Omit<
  typeof scheduledReports.$inferInsert,
  "id" | "companyId" | "ownerId" | "createdOn" | "updatedOn"
>;
export type AuditAction = (typeof scheduledReportAudit.$inferInsert)["action"];

const lastRun = sql<{ status: string; finishedOn: string | null; createdOn: string } | null>`(
  select json_build_object('status', r.status, 'finishedOn', r.finished_on, 'createdOn', r.created_on)
  from ${scheduledReportRuns} r where r.scheduled_report_id = ${scheduledReports.id}
  order by r.id desc limit 1)`;

/** The company's schedules of the given reports, newest first, each with its last run. */
export function findSchedules(db: DbExecutor, companyId: number, kinds: readonly ReportKind[]) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .select({ schedule: scheduledReports, lastRun })
    .from(scheduledReports)
    .where(and(eq(scheduledReports.companyId, companyId), inArray(scheduledReports.reportKind, [...kinds])))
    .orderBy(desc(scheduledReports.id));
}

export async function findSchedule(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.companyId, companyId), eq(scheduledReports.id, id)));
  return row ?? null;
}

export async function insertSchedule(
  db: DbExecutor,
  user: AuthUser,
  values: ScheduledReportValues,
): Promise<ScheduledReportRow> {
  const [row] = await db
    .insert(scheduledReports)
    .values({ ...values, companyId: user.companyId, ownerId: user.userId })
    .returning();
  if (!row) throw new Error("scheduled report not inserted");
  return row;
}

/** Changes a schedule; `ownerId` when a person changed what it sends (it then runs as them). */
export async function updateSchedule(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<ScheduledReportValues> & { ownerId?: number },
  now: Date,
) {
  const [row] = await db
    .update(scheduledReports)
    .set({ ...values, updatedOn: now })
    .where(and(eq(scheduledReports.companyId, companyId), eq(scheduledReports.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSchedule(db: DbExecutor, companyId: number, id: number) {
  const rows = await db
    .delete(scheduledReports)
    .where(and(eq(scheduledReports.companyId, companyId), eq(scheduledReports.id, id)))
    .returning({ id: scheduledReports.id });
  return rows.length > 0;
}

export async function insertAudit(
  db: DbExecutor,
  user: AuthUser,
  scheduledReportId: number,
  action: AuditAction,
  before: ScheduledReportRow | null,
  after: ScheduledReportRow | null,
) {
  const snapshot = (row: ScheduledReportRow | null) => {
    if (!row) return null;
    const { createdOn: _createdOn, updatedOn: _updatedOn, nextRunAt, ...kept } = row;
    return { ...kept, nextRunAt: nextRunAt.toISOString() };
  };
  await db.insert(scheduledReportAudit).values({
    companyId: user.companyId,
    scheduledReportId,
    userId: user.userId,
    action,
    oldData: snapshot(before),
    newData: snapshot(after),
  });
}

/** The company's active people a report can be sent to: those with an e-mail address or a phone number. */
export function findPeople(db: DbExecutor, companyId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phoneNo: users.phoneNo })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        or(isNotNull(users.email), isNotNull(users.phoneNo)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** The given people of the company (the active ones), with their addresses and language. */
export function findCompanyUsers(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNo: users.phoneNo,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), inArray(users.id, [...ids])));
}

/** A schedule's owner as the caller its report runs as: null when the person or the company is no longer active. */
export async function findOwner(db: DbExecutor, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(companies.isActive, true)));
  return row ?? null;
}

/** Active schedules whose next run has come, with their company's zone. */
export function findDueSchedules(db: DbExecutor, now: Date) {
  return db
    .select({ schedule: scheduledReports, timeZone: companies.timeZone })
    .from(scheduledReports)
    .innerJoin(companies, eq(companies.id, scheduledReports.companyId))
    .where(and(eq(scheduledReports.paused, false), lte(scheduledReports.nextRunAt, now)))
    .orderBy(asc(scheduledReports.nextRunAt), asc(scheduledReports.id));
}

/** The company's zone (schedules are read in it). */
export async function findCompanyZone(db: DbExecutor, companyId: number) {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? null;
}

/** A page of a schedule's runs, newest first, and how many there are. */
export async function findRuns(
  db: DbExecutor,
  companyId: number,
  scheduledReportId: number,
  { page, show }: { page: number; show: number },
) {
  const where = and(
    eq(scheduledReportRuns.companyId, companyId),
    eq(scheduledReportRuns.scheduledReportId, scheduledReportId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(scheduledReportRuns)
      .where(where)
      .orderBy(desc(scheduledReportRuns.id))
      .limit(show)
      .offset((page - 1) * show),
    db.select({ value: count() }).from(scheduledReportRuns).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
