import {
  type ActivityRun,
  type CompanyTimeZone,
  DEFAULT_TIME_ZONE,
  dwellSeconds,
  falseAlertRate,
  type Language,
  REPORT_ACCESS_KEYS,
  type ReportFilter,
  type ReportKind,
  reportFilterSchema,
  scoreDriver,
  tripsAndStops,
  utilisationByDay,
  zonedDayStart,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { alertCodeView } from "../alerts/index.js";
import { companyZones, findDriverPeriodTotals, findScoreSettings } from "../driver-scores/index.js";
import type { GeocodingService } from "../geocoding/index.js";
import { inChunks, mergeSorted, ROWS_PER_TURN } from "./eventLoopTurns.js";
import { type ExportFormat, writeReportFile } from "./reportExport.js";
import { createReportGate } from "./reportGate.js";
import {
  countAlertsBy,
  findRuns,
  findScopeVehicles,
  findTrips,
  findUserNames,
  findVisits,
  type ScopeVehicle,
} from "./reportRepository.js";

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString();

/** Most vehicles × days one trips, stops, geofence-visits or utilisation report covers (a month of 322 vehicles). */
export const MAX_REPORT_VEHICLE_DAYS = 10_000;
/**
 * Most vehicles × days a page of the trip report covers: it is counted and paged by the database over the trip
 * rollup, so it may cover a month of a 1,000-vehicle fleet (docs/performance.md "The month trip report from the trip
 * rollup": its deepest page, 768,000 trips in, took 1.7 s); the export, which looks up the addresses of every row,
 * keeps the limit above.
 */
export const MAX_TRIP_PAGE_VEHICLE_DAYS = 31_000;
/**
 * Vehicle-days read and worked through at a time (a month of two vehicles: ~2,000 activity runs, a few ms); the event
 * loop serves sockets, acknowledgements and other requests between two such chunks.
 */
const VEHICLE_DAYS_PER_CHUNK = 31;
/**
 * Addresses looked up at a time: each may ask the database for the company's saved places, and most of the pool's
 * ten connections stay free for acknowledgements, health checks and other requests.
 */
const ADDRESSES_PER_CHUNK = 8;

const byStart = <T extends { startTime: Date; vehicleId: number }>(a: T, b: T) =>
  a.startTime.getTime() - b.startTime.getTime() || a.vehicleId - b.vehicleId;

/** The request of a report: who asks, the checked filter, the company's zone and the vehicles in scope. */
export interface ReportContext {
  user: AuthUser;
  filter: ReportFilter;
  vehicles: ScopeVehicle[];
  from: Date;
  to: Date;
  zone: CompanyTimeZone;
}

/**
 * The reports of /report/: trips, stops, geofence visits, alert summary, utilisation and driver scores for one
 * vehicle, a group or the fleet over at most 31 company days. Trips, stops and utilisation read the activity runs
 * (rolled up from positions), geofence visits their own rollup; each report needs its own access key.
 */
export function createReportService(db: Db, geocoding: GeocodingService, now: () => Date = () => new Date()) {
  // heavy runs of one company: two at a time, four more waiting
  const gate = createReportGate({ running: 2, waiting: 4 });

  async function open(
    user: AuthUser,
    kind: ReportKind,
    input: unknown,
    language: Language,
    maximumVehicleDays = MAX_REPORT_VEHICLE_DAYS,
  ): Promise<ReportContext> {
    requireKey(user, REPORT_ACCESS_KEYS[kind]);
    const filter = parseInput(reportFilterSchema, input, language);
    const [vehicles, zones] = await Promise.all([
      findScopeVehicles(db, user.companyId, filter),
      companyZones(db, [user.companyId]),
    ]);
    if (!vehicles) throw notFound();
    const zone: CompanyTimeZone = zones.get(user.companyId) ?? DEFAULT_TIME_ZONE;
    const from = zonedDayStart(filter.startDate, zone);
    const to = new Date(zonedDayStart(filter.endDate, zone).getTime() + DAY_MS);
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    if (kind !== "alerts" && kind !== "driverScores" && vehicles.length * days > maximumVehicleDays)
      throw new AppError("ReportTooLarge", 400, {
        vehicles: vehicles.length,
        days,
        maximum: maximumVehicleDays.toLocaleString("id-ID"),
      });
    return { user, filter, vehicles, from, to, zone };
  }

  const vehiclesPerChunk = (context: ReportContext) =>
    Math.max(
      1,
      Math.floor((VEHICLE_DAYS_PER_CHUNK * DAY_MS) / (context.to.getTime() - context.from.getTime())),
    );

  /**
   * `each` vehicle in scope with its activity runs overlapping the period, read a few vehicles at a time
   * (VEHICLE_DAYS_PER_CHUNK); one list of results per vehicle.
   */
  function perVehicleRuns<R>(
    context: ReportContext,
    each: (vehicle: ScopeVehicle, runs: ActivityRun[]) => R,
  ) {
    return inChunks(context.vehicles, vehiclesPerChunk(context), async (chunk) => {
      const runs = await findRuns(
        db,
        chunk.map((vehicle) => vehicle.id),
        context.from,
        context.to,
      );
      return chunk.map((vehicle) => each(vehicle, runs.get(vehicle.id) ?? []));
    });
  }

  const plates = (context: ReportContext) =>
    new Map(context.vehicles.map((vehicle) => [vehicle.id, vehicle.licensePlate]));

  async function addressOf(companyId: number, latitude: number, longitude: number) {
    return (await geocoding.reverse(latitude, longitude, { companyId }))?.display_name ?? null;
  }

  /** The stops of every vehicle in scope that begin in the period, oldest first. */
  async function stopsOf(context: ReportContext) {
    const inPeriod = (time: Date) => time >= context.from && time < context.to;
    const perVehicle = await perVehicleRuns(context, (vehicle, runs) =>
      tripsAndStops(runs)
        .stops.filter((item) => inPeriod(item.startTime))
        .map((item) => ({ ...item, vehicleId: vehicle.id, licensePlate: vehicle.licensePlate })),
    );
    return mergeSorted(perVehicle, byStart);
  }

  const reports = {
    /** The trips of the period from the trip rollup: one page (`page` of the filter's pagination) or all of them. */
    async trips(user: AuthUser, input: unknown, language: Language, paged = false) {
      const context = await open(
        user,
        "trips",
        input,
        language,
        paged ? MAX_TRIP_PAGE_VEHICLE_DAYS : MAX_REPORT_VEHICLE_DAYS,
      );
      const { page, show } = context.filter.pagination;
      const found = await findTrips(
        db,
        user.companyId,
        context.vehicles.map((vehicle) => vehicle.id),
        context.from,
        context.to,
        paged ? { offset: (page - 1) * show, limit: show } : undefined,
      );
      const names = await findUserNames(
        db,
        found.rows.map((trip) => trip.driverId),
      );
      const plate = plates(context);
      return {
        context,
        total: found.total,
        rows: await inChunks(found.rows, ROWS_PER_TURN, (chunk) =>
          chunk.map((trip) => ({
            ...trip,
            licensePlate: plate.get(trip.vehicleId) ?? "",
            startTime: iso(trip.startTime),
            endTime: iso(trip.endTime),
            driverName: trip.driverId === null ? null : (names.get(trip.driverId) ?? null),
          })),
        ),
      };
    },

    async stops(user: AuthUser, input: unknown, language: Language) {
      const context = await open(user, "stops", input, language);
      const found = await stopsOf(context);
      const names = await findUserNames(
        db,
        found.map((stop) => stop.driverId),
      );
      return {
        context,
        rows: await inChunks(found, ROWS_PER_TURN, (chunk) =>
          chunk.map((stop) => ({
            ...stop,
            startTime: iso(stop.startTime),
            endTime: iso(stop.endTime),
            kind: stop.parkedSeconds >= stop.idleSeconds ? "parking" : "idle",
            driverName: stop.driverId === null ? null : (names.get(stop.driverId) ?? null),
          })),
        ),
      };
    },

    /** Addresses of the given rows' points (the page on screen, or every row of an export). */
    async withAddresses<T extends { latitude: number; longitude: number }>(companyId: number, rows: T[]) {
      return inChunks(rows, ADDRESSES_PER_CHUNK, (chunk) =>
        Promise.all(
          chunk.map(async (row) => ({
            ...row,
            address: await addressOf(companyId, row.latitude, row.longitude),
          })),
        ),
      );
    },

    async withTripAddresses<
      T extends { startLatitude: number; startLongitude: number; endLatitude: number; endLongitude: number },
    >(companyId: number, rows: T[]) {
      return inChunks(rows, ADDRESSES_PER_CHUNK / 2, (chunk) =>
        Promise.all(
          chunk.map(async (row) => ({
            ...row,
            startAddress: await addressOf(companyId, row.startLatitude, row.startLongitude),
            endAddress: await addressOf(companyId, row.endLatitude, row.endLongitude),
          })),
        ),
      );
    },

    async geofenceVisits(user: AuthUser, input: unknown, language: Language) {
      const context = await open(user, "geofenceVisits", input, language);
      // each chunk's visits come oldest first
      const perChunk = await inChunks(context.vehicles, vehiclesPerChunk(context), async (chunk) => [
        await findVisits(
          db,
          chunk.map((vehicle) => vehicle.id),
          context.from,
          context.to,
        ),
      ]);
      const visits = await mergeSorted(
        perChunk,
        (a, b) => a.enterTime.getTime() - b.enterTime.getTime() || a.vehicleId - b.vehicleId,
      );
      const plate = plates(context);
      const until = new Date(Math.min(context.to.getTime(), now().getTime()));
      return {
        context,
        rows: await inChunks(visits, ROWS_PER_TURN, (chunk) =>
          chunk.map((visit) => ({
            ...visit,
            licensePlate: plate.get(visit.vehicleId) ?? "",
            enterTime: iso(visit.enterTime),
            exitTime: visit.exitTime ? iso(visit.exitTime) : null,
            dwellSeconds: dwellSeconds(visit, until),
          })),
        ),
      };
    },

    async alerts(user: AuthUser, input: unknown, language: Language) {
      const context = await open(user, "alerts", input, language);
      const ids = context.vehicles.map((vehicle) => vehicle.id);
      const [byCode, byVehicle, byDriver] = await Promise.all(
        (["alertCode", "vehicleId", "driverId"] as const).map((by) =>
          countAlertsBy(db, user.companyId, ids, context.from, context.to, by),
        ),
      );
      const names = await findUserNames(
        db,
        (byDriver ?? []).map((row) => row.key),
      );
      const plate = plates(context);
      const row = (key: number | null, label: string, counts: { total: number; falseAlerts: number }) => ({
        key,
        label,
        total: counts.total,
        falseAlerts: counts.falseAlerts,
        falseAlertRate: falseAlertRate(counts.total, counts.falseAlerts),
      });
      const describe = (code: number) => {
        const view = alertCodeView(code);
        return language === "en" ? view.descriptionEng : view.descriptionIdn;
      };
      const total = (byCode ?? []).reduce((sum, entry) => sum + entry.total, 0);
      const falseAlerts = (byCode ?? []).reduce((sum, entry) => sum + entry.falseAlerts, 0);
      return {
        context,
        summary: row(null, "", { total, falseAlerts }),
        byCode: (byCode ?? []).map((entry) => row(entry.key, describe(entry.key ?? 0), entry)),
        byVehicle: (byVehicle ?? []).map((entry) => row(entry.key, plate.get(entry.key ?? 0) ?? "", entry)),
        byDriver: (byDriver ?? []).map((entry) =>
          row(entry.key, entry.key === null ? "" : (names.get(entry.key) ?? ""), entry),
        ),
      };
    },

    async utilisation(user: AuthUser, input: unknown, language: Language) {
      const context = await open(user, "utilisation", input, language);
      const perVehicle = await perVehicleRuns(context, (vehicle, runs) =>
        utilisationByDay(runs, context.filter, now(), context.zone).map((day) => ({
          vehicleId: vehicle.id,
          licensePlate: vehicle.licensePlate,
          day: day.day,
          drivingSeconds: day.moving,
          idleSeconds: day.idle,
          parkedSeconds: day.parked,
          offlineSeconds: day.offline,
        })),
      );
      return { context, rows: perVehicle.flat() };
    },

    /** The company's drivers scored over the period (driver scores are per driver, whatever the vehicle scope). */
    async driverScores(user: AuthUser, input: unknown, language: Language) {
      const context = await open(user, "driverScores", input, language);
      const [settings, totals] = await Promise.all([
        findScoreSettings(db, user.companyId),
        findDriverPeriodTotals(db, user.companyId, context.filter),
      ]);
      const rows = totals
        .map((driver) => {
          const result = scoreDriver(driver.counts, driver.distanceMeters / 1000, settings);
          return {
            driverId: driver.driverId,
            fullname: driver.fullname,
            score: result.score,
            finalGrade: result.finalGrade,
            totalAlert: result.totalAlert,
            distanceKm: Math.round(driver.distanceMeters) / 1000,
            drivingSeconds: Math.round(driver.drivingSeconds),
          };
        })
        .sort((a, b) => b.score - a.score || a.driverId - b.driverId);
      return { context, rows };
    },

    /** Every row of a report, addresses included, for an export; the company's zone its times are read in, its days. */
    async exportRows(user: AuthUser, kind: ReportKind, input: unknown, language: Language) {
      const exported = (context: ReportContext, rows: Record<string, unknown>[]) => ({
        zone: context.zone,
        period: { startDate: context.filter.startDate, endDate: context.filter.endDate },
        rows,
      });
      switch (kind) {
        case "trips": {
          const { context, rows } = await reports.trips(user, input, language);
          return exported(context, await reports.withTripAddresses(user.companyId, rows));
        }
        case "stops": {
          const { context, rows } = await reports.stops(user, input, language);
          return exported(context, await reports.withAddresses(user.companyId, rows));
        }
        case "alerts": {
          const { context, byCode, byVehicle, byDriver } = await reports.alerts(user, input, language);
          const group = (id: string, en: string) => (language === "en" ? en : id);
          return exported(context, [
            ...byCode.map((row) => ({ ...row, group: group("Jenis alert", "Alert type") })),
            ...byVehicle.map((row) => ({ ...row, group: group("Kendaraan", "Vehicle") })),
            ...byDriver.map((row) => ({
              ...row,
              label: row.label || group("Tanpa pengemudi", "No driver"),
              group: group("Pengemudi", "Driver"),
            })),
          ]);
        }
        default: {
          const { context, rows } = await reports[kind](user, input, language);
          return exported(context, rows);
        }
      }
    },
  };
  const gated =
    <A extends unknown[], R>(report: (user: AuthUser, ...rest: A) => Promise<R>) =>
    (user: AuthUser, ...rest: A) =>
      gate(user.companyId, () => report(user, ...rest));
  return {
    ...reports,
    trips: gated(reports.trips),
    stops: gated(reports.stops),
    geofenceVisits: gated(reports.geofenceVisits),
    utilisation: gated(reports.utilisation),
    /** A report's export written to a temporary file (the caller sends and removes it). */
    exportFile: gated(
      async (user: AuthUser, kind: ReportKind, input: unknown, language: Language, format: ExportFormat) => {
        const { zone, rows, period } = await reports.exportRows(user, kind, input, language);
        return writeReportFile(kind, rows, { format, language, zone, period });
      },
    ),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
