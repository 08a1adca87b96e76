import {
  averageScore,
  DRIVER_BEHAVIOURS,
  type DriverBehaviour,
  type DriverScoreSettings,
  driverScoreFilterSchema,
  driverScoresFilterSchema,
  type Language,
  rankDrivers,
  scoreDriver,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { AuthUser } from "../auth/authUser.js";
import {
  type DriverPeriodTotals,
  findDriverPeriodTotals,
  findDriverWeeks,
  findScoreSettings,
} from "./driverScoreRepository.js";

export const DRIVER_SCORE_READ = "g1a-driver-score:read";

const km = (meters: number) => Math.round(meters) / 1000;

/** One DriverScore as the product's client reads it. */
function driverScoreView(totals: DriverPeriodTotals, settings: DriverScoreSettings) {
  const result = scoreDriver(totals.counts, totals.distanceMeters / 1000, settings);
  const behaviours = Object.fromEntries(
    DRIVER_BEHAVIOURS.flatMap((behaviour) => [
      [behaviour, result.behaviours[behaviour].total],
      [`${behaviour}Score`, result.behaviours[behaviour].score],
    ]),
  ) as Record<DriverBehaviour | `${DriverBehaviour}Score`, number>;
  return {
    driverId: totals.driverId,
    driver: {
      userId: totals.driverId,
      fullname: totals.fullname,
      isActive: totals.isActive,
      phoneNo: totals.phoneNo,
      photograph: null,
    },
    totalAlert: result.totalAlert,
    totalDriven: { distanceKm: km(totals.distanceMeters), drivingSeconds: Math.round(totals.drivingSeconds) },
    score: result.score,
    finalGrade: result.finalGrade,
    lastSync: totals.lastSync?.toISOString() ?? null,
    ...behaviours,
  };
}

type DriverScoreView = ReturnType<typeof driverScoreView>;

const ORDER: Record<string, (a: DriverScoreView, b: DriverScoreView) => number> = {
  score: (a, b) => a.score - b.score,
  totalAlert: (a, b) => a.totalAlert - b.totalAlert,
  distance: (a, b) => a.totalDriven.distanceKm - b.totalDriven.distanceKm,
  fullname: (a, b) => a.driver.fullname.localeCompare(b.driver.fullname, "id"),
};

/**
 * Driver scores of a period, summed from the drivers' days (kept up to date as alerts and positions arrive) and
 * scored with the company's settings.
 */
export function createDriverScoreService(db: Db) {
  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DRIVER_SCORE_READ);
      const { startDate, endDate, search, orderBy, pagination } = parseInput(
        driverScoresFilterSchema,
        filter,
        language,
      );
      const [settings, totals] = await Promise.all([
        findScoreSettings(db, user.companyId),
        findDriverPeriodTotals(db, user.companyId, { startDate, endDate, search }),
      ]);
      const scores = totals.map((row) => driverScoreView(row, settings));
      const compare = ORDER[orderBy.field] ?? ORDER.score;
      const sign = orderBy.direction === "asc" ? 1 : -1;
      const sorted = [...scores].sort((a, b) => sign * (compare?.(a, b) ?? 0) || a.driverId - b.driverId);
      const { top, lowest } = rankDrivers(scores);
      const average = averageScore(scores, settings);
      const offset = (pagination.page - 1) * pagination.show;
      return {
        driverScores: {
          data: sorted.slice(offset, offset + pagination.show),
          aggregation: {
            averageScore: average?.averageScore ?? null,
            averageFinalGrade: average?.averageFinalGrade ?? null,
            totalDriver: scores.length,
            top10Drivers: top,
            lowest10Drivers: lowest,
          },
          pagination: { total: scores.length, ...pagination },
        },
      };
    },

    /** One driver's score of the period with its weekly trend. */
    async get(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DRIVER_SCORE_READ);
      const { driverId, startDate, endDate } = parseInput(driverScoreFilterSchema, filter, language);
      const [settings, [totals], weeks] = await Promise.all([
        findScoreSettings(db, user.companyId),
        findDriverPeriodTotals(db, user.companyId, { startDate, endDate, driverId }),
        findDriverWeeks(db, user.companyId, driverId, startDate, endDate),
      ]);
      if (!totals) throw notFound();
      return {
        data: {
          ...driverScoreView(totals, settings),
          weeks: weeks.map((week) => ({
            week: week.week,
            distanceKm: km(week.distanceMeters),
            score: scoreDriver(week.counts, week.distanceMeters / 1000, settings).score,
          })),
        },
      };
    },
  };
}

export type DriverScoreService = ReturnType<typeof createDriverScoreService>;
