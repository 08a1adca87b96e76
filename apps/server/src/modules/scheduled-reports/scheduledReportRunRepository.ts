import type { ScheduledReportFormat } from "@armada/domain";
import { and, asc, eq, gt, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import {
  type RunRecipient,
  scheduledReportFiles,
  scheduledReportRuns,
  scheduledReports,
} from "./scheduledReports.tables.js";

/** Times a run is taken before it is failed (a run whose process died is taken again after its lease). */
export const MAX_RUN_ATTEMPTS = 3;

export type ScheduledReportRunRow = typeof scheduledReportRuns.$inferSelect;

type RunOf = { schedule: { id: number; companyId: number }; period: { startDate: string; endDate: string } };

const runValues = ({ schedule, period }: RunOf, trigger: "SCHEDULED" | "MANUAL") => ({
  companyId: schedule.companyId,
  scheduledReportId: schedule.id,
  trigger,
  periodStart: period.startDate,
  periodEnd: period.endDate,
});

/** Claims a schedule's period: the new run's id, or null when that period was claimed before. */
export async function claimScheduledRun(db: DbExecutor, run: RunOf) {
  const [row] = await db
    .insert(scheduledReportRuns)
    .values(runValues(run, "SCHEDULED"))
    .onConflictDoNothing({
      target: [scheduledReportRuns.scheduledReportId, scheduledReportRuns.periodStart],
      where: sql`${scheduledReportRuns.trigger} = 'SCHEDULED'`,
    })
    .returning({ id: scheduledReportRuns.id });
  return row?.id ?? null;
}

/** A run "Kirim sekarang" asked for. */
export async function insertManualRun(db: DbExecutor, run: RunOf) {
  const [row] = await db.insert(scheduledReportRuns).values(runValues(run, "MANUAL")).returning();
  if (!row) throw new Error("run not inserted");
  return row;
}

export async function setNextRun(db: DbExecutor, id: number, nextRunAt: Date) {
  await db.update(scheduledReports).set({ nextRunAt }).where(eq(scheduledReports.id, id));
}

/**
 * Takes one run to make (QUEUED, or RUNNING past its lease: its process died), `id` or the oldest: RUNNING with a
 * lease until `leaseUntil`, the attempt counted. SKIP LOCKED: two instances never take the same run.
 */
export async function takeRun(db: DbExecutor, now: Date, leaseUntil: Date, id?: number) {
  const open = db
    .select({ id: scheduledReportRuns.id })
    .from(scheduledReportRuns)
    .where(
      and(
        id === undefined ? undefined : eq(scheduledReportRuns.id, id),
        or(
          eq(scheduledReportRuns.status, "QUEUED"),
          and(
            eq(scheduledReportRuns.status, "RUNNING"),
            lte(scheduledReportRuns.leaseUntil, now),
            lt(scheduledReportRuns.attempts, MAX_RUN_ATTEMPTS),
          ),
        ),
      ),
    )
    .orderBy(asc(scheduledReportRuns.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(scheduledReportRuns)
    .set({ status: "RUNNING", leaseUntil, attempts: sql`${scheduledReportRuns.attempts} + 1` })
    .where(sql`${scheduledReportRuns.id} = any(array(${open}))`)
    .returning();
  return row ?? null;
}

/** Settles a taken run: SENT with its files, recipients and link, or FAILED with the reason. */
export async function finishRun(
  db: DbExecutor,
  id: number,
  result:
    | {
        status: "SENT";
        recipients: RunRecipient[];
        rowCount: number;
        size: number;
        linkTokenHash: string;
        linkExpiresAt: Date;
        filesKeptUntil: Date;
      }
    | { status: "FAILED"; error: string; errorParams: Record<string, string | number> | null },
  now: Date,
) {
  await db
    .update(scheduledReportRuns)
    .set({ ...result, leaseUntil: null, finishedOn: now })
    .where(and(eq(scheduledReportRuns.id, id), eq(scheduledReportRuns.status, "RUNNING")));
}

export async function insertFiles(
  db: DbExecutor,
  runId: number,
  files: { format: ScheduledReportFormat; fileName: string; contentType: string; content: Buffer }[],
) {
  if (files.length > 0)
    await db.insert(scheduledReportFiles).values(files.map((file) => ({ ...file, runId })));
}

/** Runs left RUNNING past their lease more times than allowed are failed. */
export async function failAbandonedRuns(db: DbExecutor, now: Date) {
  await db
    .update(scheduledReportRuns)
    .set({ status: "FAILED", error: "ScheduledReportInterrupted", leaseUntil: null, finishedOn: now })
    .where(
      and(
        eq(scheduledReportRuns.status, "RUNNING"),
        lte(scheduledReportRuns.leaseUntil, now),
        sql`${scheduledReportRuns.attempts} >= ${MAX_RUN_ATTEMPTS}`,
      ),
    );
}

/** A kept file of the company's run. */
export async function findRunFile(
  db: DbExecutor,
  companyId: number,
  runId: number,
  format: ScheduledReportFormat,
  now: Date,
) {
  const [row] = await db
    .select({ file: scheduledReportFiles, reportKind: scheduledReports.reportKind })
    .from(scheduledReportFiles)
    .innerJoin(scheduledReportRuns, eq(scheduledReportRuns.id, scheduledReportFiles.runId))
    .innerJoin(scheduledReports, eq(scheduledReports.id, scheduledReportRuns.scheduledReportId))
    .where(
      and(
        eq(scheduledReportRuns.companyId, companyId),
        eq(scheduledReportFiles.runId, runId),
        eq(scheduledReportFiles.format, format),
        gt(scheduledReportRuns.filesKeptUntil, now),
      ),
    );
  return row ?? null;
}

/** The files a download link names, while the link holds, with their company and report. */
export function findLinkedFiles(db: DbExecutor, linkTokenHash: string, now: Date) {
  return db
    .select({
      file: scheduledReportFiles,
      companyId: scheduledReportRuns.companyId,
      reportKind: scheduledReports.reportKind,
    })
    .from(scheduledReportFiles)
    .innerJoin(scheduledReportRuns, eq(scheduledReportRuns.id, scheduledReportFiles.runId))
    .innerJoin(scheduledReports, eq(scheduledReports.id, scheduledReportRuns.scheduledReportId))
    .where(
      and(
        eq(scheduledReportRuns.linkTokenHash, linkTokenHash),
        gt(scheduledReportRuns.linkExpiresAt, now),
        gt(scheduledReportRuns.filesKeptUntil, now),
      ),
    );
}

/** The formats whose files the given runs still keep. */
export async function findKeptFormats(db: DbExecutor, runIds: readonly number[]) {
  if (runIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ runId: scheduledReportFiles.runId, format: scheduledReportFiles.format })
    .from(scheduledReportFiles)
    .where(inArray(scheduledReportFiles.runId, [...runIds]));
  const kept = new Map<number, string[]>();
  for (const row of rows) kept.set(row.runId, [...(kept.get(row.runId) ?? []), row.format]);
  return kept;
}

/** Removes the files of runs past their keeping time. */
export async function pruneFiles(db: DbExecutor, now: Date) {
  const expired = db
    .select({ id: scheduledReportRuns.id })
    .from(scheduledReportRuns)
    .where(lt(scheduledReportRuns.filesKeptUntil, now));
  await db.delete(scheduledReportFiles).where(inArray(scheduledReportFiles.runId, expired));
}
