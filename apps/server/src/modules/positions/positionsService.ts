import {
  analyseTrack,
  DEFAULT_MOTION_TIMEOUTS,
  type Language,
  routeHistoryFilterSchema,
  standsStill,
  summariseFleet,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { companyMapArea } from "./companyMapArea.js";
import { createCompanyTimeouts } from "./pipeline/companyTimeouts.js";
import { joinArchivedTrack, type PositionRetention } from "./positionRetention.js";
import { COMPANY_AREA_READ, FLEET_SUMMARY_READ, ROUTE_HISTORY_READ } from "./positionsAccess.js";
import {
  findCompanyVehicle,
  findFilteredPositions,
  findFleetPositions,
  findPositions,
  findPositionsBeyond,
} from "./positionsRepository.js";

export const MAX_ROUTE_POINTS = 20_000;
export const MAX_FILTERED_POINTS = 5_000;
/** How far beyond a route-history range a stop it begins or ends in is followed: its fixes and its time. */
export const STOP_BEYOND_RANGE = { points: 2_000, ms: 7 * 24 * 3_600_000 };

export function createPositionsService(
  db: Db,
  retention: PositionRetention,
  now: () => Date = () => new Date(),
) {
  const companyTimeouts = createCompanyTimeouts(db, () => now().getTime());
  /**
   * A vehicle's track of [start, end] within the company's retention: the database's points, after the archive's
   * of the months that left it (`fromArchive`).
   */
  const retainedTrack = async (companyId: number, vehicleId: number, start: Date, end: Date) => {
    const cutoff = await retention.cutoff(companyId);
    const from = start < cutoff ? cutoff : start;
    if (from > end) return { from, cutoff, rows: [], fromArchive: false };
    const [stored, archived] = await Promise.all([
      findPositions(db, vehicleId, from, end, MAX_ROUTE_POINTS + 1),
      retention.archivedTrack(companyId, vehicleId, from, end),
    ]);
    const rows = archived.length > 0 ? joinArchivedTrack(archived, stored) : stored;
    return { from, cutoff, rows, fromArchive: archived.length > 0 };
  };
  return {
    async routeHistory(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, ROUTE_HISTORY_READ);
      const { vehicleId, startTime, endTime, withFiltered } = parseInput(
        routeHistoryFilterSchema,
        filter,
        language,
      );
      const vehicle = await findCompanyVehicle(db, user.companyId, vehicleId);
      if (!vehicle) throw notFound();
      const [{ from, cutoff, rows, fromArchive }, timeouts] = await Promise.all([
        retainedTrack(user.companyId, vehicleId, startTime, endTime),
        companyTimeouts.load([user.companyId]),
      ]);
      const filtered =
        withFiltered && from <= endTime
          ? await findFilteredPositions(db, vehicleId, from, endTime, MAX_FILTERED_POINTS)
          : [];
      const truncated = rows.length > MAX_ROUTE_POINTS;
      const points = rows.slice(0, MAX_ROUTE_POINTS);
      // the fixes beyond an edge are read only where a stop may go on past it; a truncated track ends before the
      // range does, so what comes after the range is not next to it
      const beyond = (edge: Date, side: "before" | "after", withinMs = STOP_BEYOND_RANGE.ms) =>
        findPositionsBeyond(db, vehicleId, edge, side, withinMs, STOP_BEYOND_RANGE.points);
      // nothing before the company's retention, a stop it begins in included
      const beforeMs = Math.min(STOP_BEYOND_RANGE.ms, from.getTime() - cutoff.getTime());
      const [before, after] = await Promise.all([
        standsStill(points[0]) && beforeMs > 0 ? beyond(from, "before", beforeMs) : [],
        !truncated && standsStill(points.at(-1)) ? beyond(endTime, "after") : [],
      ]);
      // the stops report's runs are cut at the company's offline timeout (activityRollup); the route history's too
      const { offlineMinutes } = timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS;
      const { stops, summary } = analyseTrack(points, {
        offlineAfterSeconds: offlineMinutes * 60,
        before,
        after,
      });
      return {
        vehicleId,
        licensePlate: vehicle.licensePlate,
        truncated,
        fromArchive,
        points: points.map((point) => ({ ...point, fixTime: point.fixTime.toISOString() })),
        filteredPoints: filtered.map((point) => ({
          ...point,
          reason: point.reason ?? "",
          fixTime: point.fixTime.toISOString(),
        })),
        stops: stops.map((stop) => ({
          ...stop,
          startTime: stop.startTime.toISOString(),
          endTime: stop.endTime.toISOString(),
        })),
        summary,
      };
    },

    /**
     * A vehicle's stored track between two times, for other modules that check their own keys (land measurement):
     * the route history's query, scoped to the company. Null for a vehicle of another company.
     */
    async vehicleTrack(companyId: number, vehicleId: number, startTime: Date, endTime: Date) {
      const vehicle = await findCompanyVehicle(db, companyId, vehicleId);
      if (!vehicle) return null;
      const { rows } = await retainedTrack(companyId, vehicleId, startTime, endTime);
      return {
        licensePlate: vehicle.licensePlate,
        truncated: rows.length > MAX_ROUTE_POINTS,
        points: rows.slice(0, MAX_ROUTE_POINTS),
      };
    },

    async fleetSummary(user: AuthUser) {
      requireAnyKey(user, FLEET_SUMMARY_READ);
      const [fleet, timeouts] = await Promise.all([
        findFleetPositions(db, user.companyId),
        companyTimeouts.load([user.companyId]),
      ]);
      return summariseFleet(fleet, now(), timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS);
    },

    async companyMapArea(user: AuthUser) {
      requireAnyKey(user, COMPANY_AREA_READ);
      return companyMapArea(db, user.companyId);
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
