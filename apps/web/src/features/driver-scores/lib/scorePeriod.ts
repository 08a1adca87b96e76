import { type CompanyTimeZone, zonedDay } from "@armada/domain";

export const SCORE_PERIODS = ["last7Days", "last30Days", "thisMonth", "lastMonth"] as const;

export type ScorePeriod = (typeof SCORE_PERIODS)[number];

const DAY_MS = 86_400_000;

/** The company days a period preset covers, first and last included, as of `now`. */
export function scorePeriodDays(
  period: ScorePeriod,
  now: Date,
  zone: CompanyTimeZone,
): { startDate: string; endDate: string } {
  const today = zonedDay(now, zone);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const daysBefore = (days: number) => new Date(Date.parse(today) - days * DAY_MS).toISOString().slice(0, 10);
  const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  switch (period) {
    case "last7Days":
      return { startDate: daysBefore(6), endDate: today };
    case "last30Days":
      return { startDate: daysBefore(29), endDate: today };
    case "thisMonth":
      return { startDate: monthStart(year, month), endDate: today };
    case "lastMonth":
      return {
        startDate: monthStart(year, month - 1),
        endDate: new Date(Date.parse(monthStart(year, month)) - DAY_MS).toISOString().slice(0, 10),
      };
  }
}
