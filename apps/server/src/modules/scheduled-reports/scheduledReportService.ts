import {
  can,
  type Language,
  nextRunAt,
  paginationInputSchema,
  periodOfRun,
  REPORT_ACCESS_KEYS,
  REPORT_KINDS,
  type ReportScheduleRule,
  scheduledReportInputSchema,
} from "@armada/domain";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import type { AuditRecorder, AuditRequest } from "../audit/index.js";
import { fleetReferenceIssues, referenceIssue, vgroups } from "../fleet/index.js";
import {
  deleteSchedule,
  findCompanyUsers,
  findPeople,
  findRuns,
  findSchedule,
  findSchedules,
  insertAudit,
  insertSchedule,
  type ScheduledReportRow,
  updateSchedule,
} from "./scheduledReportRepository.js";
import type { RunSender } from "./scheduledReportRun.js";
import { findKeptFormats, insertManualRun } from "./scheduledReportRunRepository.js";

const id = z.int32().min(1);
const updateInputSchema = z.object({ id, schedule: z.unknown() });
const scheduleIdSchema = z.object({ scheduledReportId: id });
const pausedInputSchema = z.object({ scheduledReportId: id, paused: z.boolean() });
const runsFilterSchema = z.object({
  scheduledReportId: id,
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/**
 * Scheduled reports as the page of /report/ manages them: a person sees and changes the schedules of the reports
 * their access keys open (like the reports themselves); every change is audited; "Kirim sekarang" sends the latest
 * period at once, on this instance, while the history shows it waiting.
 */
export function createScheduledReportService(
  db: Db,
  sender: RunSender,
  audit: AuditRecorder,
  now: () => Date = () => new Date(),
) {
  const readableKinds = (user: AuthUser) =>
    REPORT_KINDS.filter((kind) => can(user.accessKeys, REPORT_ACCESS_KEYS[kind]));
  /** making runs started here ("Kirim sekarang"), awaited by tests and by stop */
  const making = new Set<Promise<void>>();

  /** A schedule of the company whose report the user may read; NotFound otherwise (another company's too). */
  async function ownSchedule(executor: DbExecutor, user: AuthUser, scheduleId: number) {
    const schedule = await findSchedule(executor, user.companyId, scheduleId);
    if (!schedule) throw notFound();
    requireKey(user, REPORT_ACCESS_KEYS[schedule.reportKind]);
    return schedule;
  }

  /** The checked input: the report's key held, the vehicle, group and people the company's. */
  async function valuesOf(executor: DbExecutor, user: AuthUser, input: unknown, language: Language) {
    const parsed = parseInput(scheduledReportInputSchema, input, language);
    requireKey(user, REPORT_ACCESS_KEYS[parsed.reportKind]);
    const issues = await fleetReferenceIssues(
      executor,
      user.companyId,
      { vehicles: { vehicleId: parsed.vehicleId ?? undefined } },
      language,
    );
    if (parsed.vgroupId) {
      const [group] = await executor
        .select({ id: vgroups.id })
        .from(vgroups)
        .where(and(eq(vgroups.companyId, user.companyId), eq(vgroups.id, parsed.vgroupId)));
      if (!group) issues.push(referenceIssue("vgroupId", language));
    }
    const people = new Set(
      (await findCompanyUsers(executor, user.companyId, parsed.userIds)).map((p) => p.id),
    );
    parsed.userIds.forEach((userId, index) => {
      if (!people.has(userId)) issues.push(referenceIssue(`userIds.${index}`, language));
    });
    if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
    return { ...parsed, nextRunAt: nextRunAt(parsed, now(), user.companyTimeZone) };
  }

  const nextOf = (rule: ReportScheduleRule, user: AuthUser) => nextRunAt(rule, now(), user.companyTimeZone);

  return {
    async list(user: AuthUser) {
      requireAnyKey(user, Object.values(REPORT_ACCESS_KEYS));
      return findSchedules(db, user.companyId, readableKinds(user));
    },

    async people(user: AuthUser) {
      requireAnyKey(user, Object.values(REPORT_ACCESS_KEYS));
      return findPeople(db, user.companyId);
    },

    async runs(user: AuthUser, filter: unknown, language: Language) {
      const { scheduledReportId, pagination } = parseInput(runsFilterSchema, filter, language);
      await ownSchedule(db, user, scheduledReportId);
      const { rows, total } = await findRuns(db, user.companyId, scheduledReportId, pagination);
      const kept = await findKeptFormats(
        db,
        rows.filter((row) => row.filesKeptUntil && row.filesKeptUntil > now()).map((row) => row.id),
      );
      return {
        rows: rows.map((row) => ({ ...row, files: kept.get(row.id) ?? [] })),
        pagination: { ...pagination, total },
      };
    },

    create(user: AuthUser, input: unknown, language: Language) {
      return db.transaction(async (tx) => {
        const schedule = await insertSchedule(tx, user, await valuesOf(tx, user, input, language));
        await insertAudit(tx, user, schedule.id, "create", null, schedule);
        return schedule;
      });
    },

    update(user: AuthUser, input: unknown, language: Language) {
      const { id: scheduleId, schedule } = parseInput(updateInputSchema, input, language);
      return db.transaction(async (tx) => {
        const before = await ownSchedule(tx, user, scheduleId);
        const values = await valuesOf(tx, user, schedule, language);
        const after = await updateSchedule(
          tx,
          user.companyId,
          scheduleId,
          { ...values, ownerId: user.userId },
          now(),
        );
        await insertAudit(tx, user, scheduleId, "update", before, after);
        return after as ScheduledReportRow;
      });
    },

    /** Pauses or resumes; a resumed schedule sends from its next time on (what it missed while paused is not sent). */
    setPaused(user: AuthUser, input: unknown, language: Language) {
      const { scheduledReportId, paused } = parseInput(pausedInputSchema, input, language);
      return db.transaction(async (tx) => {
        const before = await ownSchedule(tx, user, scheduledReportId);
        const after = await updateSchedule(
          tx,
          user.companyId,
          scheduledReportId,
          { paused, nextRunAt: nextOf(before, user) },
          now(),
        );
        await insertAudit(tx, user, scheduledReportId, paused ? "pause" : "resume", before, after);
        return after as ScheduledReportRow;
      });
    },

    remove(user: AuthUser, input: unknown, language: Language) {
      const { scheduledReportId } = parseInput(scheduleIdSchema, input, language);
      return db.transaction(async (tx) => {
        const before = await ownSchedule(tx, user, scheduledReportId);
        await insertAudit(tx, user, scheduledReportId, "delete", before, null);
        await deleteSchedule(tx, user.companyId, scheduledReportId);
      });
    },

    /** Sends the latest whole period now (yesterday, last week, last month), besides the schedule's own runs. */
    /** "Kirim sekarang": a run of the current period for the schedule's recipients, in the company's audit log. */
    async sendNow(request: AuditRequest & { auth: AuthUser }, input: unknown, language: Language) {
      const user = request.auth;
      const { scheduledReportId } = parseInput(scheduleIdSchema, input, language);
      const run = await db.transaction(async (tx) => {
        const schedule = await ownSchedule(tx, user, scheduledReportId);
        const period = periodOfRun(schedule.frequency, now(), user.companyTimeZone);
        const inserted = await insertManualRun(tx, { schedule, period });
        await insertAudit(tx, user, scheduledReportId, "sendNow", schedule, schedule);
        await audit.recordRequest(
          request,
          "scheduled_report.send",
          { type: "scheduled_report", id: schedule.id, label: schedule.name },
          {
            report: schedule.reportKind,
            formats: schedule.formats.join(", "),
            period: `${period.startDate} – ${period.endDate}`,
            recipients: schedule.userIds.length + schedule.emails.length + schedule.phones.length,
          },
          tx,
        );
        return inserted;
      });
      const made = sender.makeRun(run.id).finally(() => making.delete(made));
      making.add(made);
      return { ...run, files: [] as string[] };
    },

    /** Waits for the runs started here. */
    async settled() {
      await Promise.all([...making]);
    },
  };
}

export type ScheduledReportService = ReturnType<typeof createScheduledReportService>;
