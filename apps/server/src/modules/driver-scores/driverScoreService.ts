import {
  alertDetailDriverScoresFilterSchema,
  averageScore,
  behaviourCost,
  behaviourOfAlert,
  DRIVER_BEHAVIOURS,
  type DriverBehaviour,
  type DriverScoreSettings,
  driverScoreFilterSchema,
  driverScoresFilterSchema,
  formatAlertData,
  type Language,
  rankDrivers,
  rawAlertKeyOf,
  scoreDriver,
  zonedDayStart,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { alertCodeView } from "../alerts/index.js";
import { findDriverAlerts } from "./driverAlertRepository.js";
import { companyZones } from "./driverDayRepository.js";
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

    /** One driver's behaviour alerts of the period (AlertDetailDriverScores), newest first. */
    async alerts(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DRIVER_SCORE_READ);
      const { driverId, startDate, endDate, pagination } = parseInput(
        alertDetailDriverScoresFilterSchema,
        filter,
        language,
      );
      const [settings, zones] = await Promise.all([
        findScoreSettings(db, user.companyId),
        companyZones(db, [user.companyId]),
      ]);
      const zone = zones.get(user.companyId);
      const { rows, total } = await findDriverAlerts(db, user.companyId, {
        driverId,
        from: zonedDayStart(startDate, zone),
        to: new Date(zonedDayStart(endDate, zone).getTime() + 86_400_000),
        offset: (pagination.page - 1) * pagination.show,
        limit: pagination.show,
      });
      const data = rows.flatMap((row) => {
        const behaviour = behaviourOfAlert(row.alertCode);
        if (!behaviour) return [];
        return {
          rawAlertId: row.rawAlertId,
          id: rawAlertKeyOf(row),
          alertCode: row.alertCode,
          alert: alertCodeView(row.alertCode),
          behaviour,
          createdOn: row.createdOn.toISOString(),
          vehicleId: row.vehicleId,
          licensePlate: row.licensePlate,
          latitude: row.latitude,
          longitude: row.longitude,
          address: row.address,
          addressNear: row.addressNear,
          threshold: row.threshold === null ? null : Number(row.threshold),
          formattedAlertData: formatAlertData(row.alertCode, row.alertData, language),
          cost: behaviourCost(behaviour, settings),
          isRead: row.isRead,
          isFalseAlert: row.isFalseAlert,
          mediaUrl: row.mediaId === null ? null : `/api/media/${row.mediaId}`,
        };
      });
      return {
        data,
        pagination: {
          total,
          ...pagination,
          startCursor: data[0] ? String(data[0].rawAlertId) : null,
          endCursor: data.at(-1) ? String(data.at(-1)?.rawAlertId) : null,
        },
      };
    },
  };
}

export type DriverScoreService = ReturnType<typeof createDriverScoreService>;
