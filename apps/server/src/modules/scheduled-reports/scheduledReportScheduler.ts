import { latestRunAt, nextRunAt, parseCompanyTimeZone, periodOfRun } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { findDueSchedules } from "./scheduledReportRepository.js";
import type { RunSender } from "./scheduledReportRun.js";
import {
  claimScheduledRun,
  failAbandonedRuns,
  pruneFiles,
  setNextRun,
} from "./scheduledReportRunRepository.js";

/** The advisory lock of the instance that runs the schedules. */
export const SCHEDULED_REPORTS_LOCK_KEY = 4_152_011;

/**
 * One pass of the schedules (run by the leading instance, every minute): each active schedule whose time has come
 * claims the period of its latest run (a run missed while the server was down is sent when it is back; older missed
 * periods are not) and moves to its next run, in one transaction per schedule; then the waiting runs are made, one
 * at a time, and files past their keeping time removed. A schedule that cannot be read is logged and skipped.
 */
export function createScheduledReportPass(
  db: Db,
  sender: RunSender,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  now: () => Date = () => new Date(),
) {
  async function claimDue() {
    let claimed = 0;
    for (const { schedule, timeZone } of await findDueSchedules(db, now())) {
      try {
        const zone = parseCompanyTimeZone(timeZone);
        const at = now();
        const period = periodOfRun(schedule.frequency, latestRunAt(schedule, at, zone), zone);
        await db.transaction(async (tx) => {
          if (await claimScheduledRun(tx, { schedule, period })) claimed += 1;
          await setNextRun(tx, schedule.id, nextRunAt(schedule, at, zone));
        });
      } catch (error) {
        log.warn({ err: error, scheduledReportId: schedule.id }, "scheduled report not claimed");
      }
    }
    return claimed;
  }

  return async function pass() {
    await failAbandonedRuns(db, now());
    const claimed = await claimDue();
    const made = await sender.makeWaiting();
    await pruneFiles(db, now());
    return { claimed, made };
  };
}
