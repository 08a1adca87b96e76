import { type CompanyTimeZone, DEFAULT_TIME_ZONE, zonedDayStart } from "../timeZone.js";
import type { MotionStatus } from "../tracking/motionStatus.js";
import type { ActivityRun } from "./activityRuns.js";

export type UtilisationDay = { day: string } & Record<MotionStatus, number>;

const DAY_MS = 86_400_000;

/** The company days from `startDate` to `endDate` included ("YYYY-MM-DD"). */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(startDate); time <= Date.parse(endDate); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Seconds driving (moving), idle, parked and offline of each company day of the period, from one vehicle's runs.
 * Time no run covers (before its first fix, after its last) is offline; time after `now` is not counted, so a day
 * sums to 24 h, or to the part of today gone by.
 */
export function utilisationByDay(
  runs: readonly ActivityRun[],
  period: { startDate: string; endDate: string },
  now: Date,
  zone: CompanyTimeZone = DEFAULT_TIME_ZONE,
): UtilisationDay[] {
  return daysOf(period.startDate, period.endDate).map((day) => {
    const from = zonedDayStart(day, zone).getTime();
    const to = Math.min(from + DAY_MS, now.getTime());
    const totals: UtilisationDay = { day, moving: 0, idle: 0, parked: 0, offline: 0 };
    let covered = 0;
    for (const run of runs) {
      const seconds = (Math.min(to, run.endTime.getTime()) - Math.max(from, run.startTime.getTime())) / 1000;
      if (seconds <= 0) continue;
      totals[run.state] += seconds;
      covered += seconds;
    }
    totals.offline += Math.max(0, (to - from) / 1000 - covered);
    for (const state of ["moving", "idle", "parked", "offline"] as const)
      totals[state] = Math.round(totals[state]);
    return totals;
  });
}
