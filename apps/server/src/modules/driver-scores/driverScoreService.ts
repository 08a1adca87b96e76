import {
  alertDetailDriverScoresFilterSchema,
  averageScore,
  behaviourCost,
  behaviourOfAlert,
  DEFAULT_MOTION_TIMEOUTS,
  DRIVER_BEHAVIOURS,
  type DriverBehaviour,
  type DriverScoreSettings,
  driverScoreFilterSchema,
  driverScoresFilterSchema,
  formatAlertData,
  formatVehicleType,
  isDriverAccess,
  type Language,
  type MotionStatus,
  type MotionTimeouts,
  motionNow,
  rankDrivers,
  rawAlertKeyOf,
  scoreDriver,
  zonedDay,
  zonedDayStart,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { alertCodeView } from "../alerts/index.js";
import { createCompanyTimeouts } from "../positions/index.js";
import { findDriverAlerts } from "./driverAlertRepository.js";
import { companyZones } from "./driverDayRepository.js";
import { type DriverVehicleRow, findDriverVehicle, findOwnAlerts } from "./driverHomeRepository.js";
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

/** The driver's home shows their score of the last four weeks (today included), week by week. */
const HOME_SCORE_DAYS = 28;
const HOME_ALERTS = 10;

/** The driver's vehicle as their home shows it: its motion now by the company's timeouts, no speed once stale. */
function driverVehicleView(row: DriverVehicleRow, now: Date, timeouts: MotionTimeouts) {
  const status =
    row.motionStatus === null || row.fixTime === null || row.lastPacket === null
      ? "noData"
      : motionNow(
          {
            motionStatus: row.motionStatus as MotionStatus,
            speed: row.speed ?? 0,
            fixTime: row.fixTime,
            lastPacket: row.lastPacket,
          },
          now,
          timeouts,
        ).status;
  return {
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    hullNo: row.hullNo,
    vehicleTypeName:
      row.manufacturer === null || row.model === null || row.type === null
        ? null
        : formatVehicleType({ manufacturer: row.manufacturer, model: row.model, type: row.type }),
    link: row.link,
    status,
    speed: status === "stale" || status === "offline" || status === "noData" ? null : row.speed,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    lastUpdate: row.fixTime?.toISOString() ?? null,
  };
}

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
export function createDriverScoreService(db: Db, now: () => Date = () => new Date()) {
  const companyTimeouts = createCompanyTimeouts(db, () => now().getTime());

  /** One driver's score of the period with the score of each of its weeks; null without any figure in it. */
  async function scoreWithWeeks(companyId: number, driverId: number, startDate: string, endDate: string) {
    const [settings, [totals], weeks] = await Promise.all([
      findScoreSettings(db, companyId),
      findDriverPeriodTotals(db, companyId, { startDate, endDate, driverId }),
      findDriverWeeks(db, companyId, driverId, startDate, endDate),
    ]);
    if (!totals) return null;
    return {
      ...driverScoreView(totals, settings),
      weeks: weeks.map((week) => ({
        week: week.week,
        distanceKm: km(week.distanceMeters),
        score: scoreDriver(week.counts, week.distanceMeters / 1000, settings).score,
      })),
    };
  }

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
      const data = await scoreWithWeeks(user.companyId, driverId, startDate, endDate);
      if (!data) throw notFound();
      return { data };
    },

    /**
     * The calling driver's own home (myDriverHome): their vehicle now, their latest alerts and their score of the
     * last four weeks. Scoped by the session alone: a driver sees no other driver's figures, whatever they send.
     */
    async home(user: AuthUser, language: Language) {
      if (!user.isDriver && !isDriverAccess(user.accessKeys)) throw forbidden();
      const at = now();
      const endDate = zonedDay(at, user.companyTimeZone);
      const startDate = zonedDay(
        new Date(at.getTime() - (HOME_SCORE_DAYS - 1) * 86_400_000),
        user.companyTimeZone,
      );
      const [vehicle, alerts, score, timeouts] = await Promise.all([
        findDriverVehicle(db, user.companyId, user.userId, at),
        findOwnAlerts(db, user.companyId, user.userId, HOME_ALERTS),
        scoreWithWeeks(user.companyId, user.userId, startDate, endDate),
        companyTimeouts.load([user.companyId]),
      ]);
      return {
        data: {
          vehicle: vehicle
            ? driverVehicleView(vehicle, at, timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS)
            : null,
          alerts: alerts.map((row) => ({
            rawAlertId: row.rawAlertId,
            id: rawAlertKeyOf(row),
            alertCode: row.alertCode,
            alert: alertCodeView(row.alertCode),
            createdOn: row.createdOn.toISOString(),
            vehicleId: row.vehicleId,
            licensePlate: row.licensePlate,
            latitude: row.latitude,
            longitude: row.longitude,
            address: row.address,
            formattedAlertData: formatAlertData(row.alertCode, row.alertData, language),
            isResolved: row.isResolved,
            isFalseAlert: row.isFalseAlert,
          })),
          score,
          scorePeriod: { startDate, endDate },
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
