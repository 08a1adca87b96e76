import {
  ALERT_CODE,
  type CalibrationPoint,
  detectFuelEvents,
  type FuelEvent,
  type FuelSample,
  litresFromSensor,
  SAME_FUEL_EVENT_MS,
} from "@armada/domain";
import { and, asc, eq, gt, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import type { ExternalAlert, ExternalAlerts } from "../alerts/index.js";
import { vehicles } from "../fleet/index.js";
import { inTrack, positions } from "../positions/index.js";
import { fuelEvents, fuelTankCalibrations } from "./costs.tables.js";
import { tankCalibration } from "./tankCalibration.js";

/** How far back each pass reads the readings: a stop and the stops around it, with margin for a late pass. */
const LOOKBACK_MS = 12 * 3_600_000;
/**
 * An event is stored once the readings reach this far past its end (the detector's level after it has settled), or,
 * when the readings stopped, once they have not arrived for this long: a backlog the device uploads in pieces is
 * judged whole, not by the part that came first.
 */
const SETTLE_MS = 10 * 60_000;

interface FuelVehicle {
  vehicleId: number;
  companyId: number;
  fuelCapacity: number;
  calibration: CalibrationPoint[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Runs the refuel/drain detector (docs/fuel.md) over the recent fuel readings of every vehicle with a tank capacity
 * (in litres through its calibration table) and raises each event found once as fuel gain (13) or loss (14), for the
 * rules whose percent threshold its change reaches: the event is stored in a transaction that holds the vehicle's
 * advisory lock and first looks for a stored event it overlaps, so two instances, a restart or the next pass (whose
 * window moved) raise it once.
 */
export function createFuelAlertWorker(db: Db, alerts: Pick<ExternalAlerts, "raise">) {
  async function vehiclesWithFuel(since: Date): Promise<FuelVehicle[]> {
    const rows = await db
      .select({
        vehicleId: vehicles.id,
        companyId: vehicles.companyId,
        fuelCapacity: vehicles.fuelCapacity,
        points: fuelTankCalibrations.points,
      })
      .from(vehicles)
      .leftJoin(fuelTankCalibrations, eq(fuelTankCalibrations.vehicleId, vehicles.id))
      .where(
        and(
          gt(vehicles.fuelCapacity, 0),
          sql`exists (select 1 from ${positions} p where p.vehicle_id = ${vehicles.id}
            and p.company_id = ${vehicles.companyId} and p.fix_time >= ${since.toISOString()}::timestamptz
            and p.fuel is not null)`,
        ),
      );
    return rows.map(({ points, ...row }) => ({
      ...row,
      fuelCapacity: row.fuelCapacity ?? 0,
      calibration: tankCalibration(points, row.fuelCapacity ?? 0),
    }));
  }

  function readings(vehicle: FuelVehicle, since: Date, until: Date) {
    return db
      .select({
        time: positions.fixTime,
        arrived: positions.serverTime,
        fuel: positions.fuel,
        speed: positions.speed,
        ignition: positions.ignition,
        lat: positions.latitude,
        lng: positions.longitude,
      })
      .from(positions)
      .where(
        and(
          eq(positions.vehicleId, vehicle.vehicleId),
          eq(positions.companyId, vehicle.companyId),
          gte(positions.fixTime, since),
          lte(positions.fixTime, until),
          isNotNull(positions.fuel),
          inTrack,
        ),
      )
      .orderBy(asc(positions.fixTime));
  }

  /** Stores the event unless it is stored already (this or another instance); true when this call stored it. */
  function store(vehicle: FuelVehicle, event: FuelEvent) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fuel_events'), ${vehicle.vehicleId})`);
      const [overlap] = await tx
        .select({ id: fuelEvents.id })
        .from(fuelEvents)
        .where(
          and(
            eq(fuelEvents.vehicleId, vehicle.vehicleId),
            eq(fuelEvents.kind, event.kind),
            lte(fuelEvents.startTime, new Date(event.endTime + SAME_FUEL_EVENT_MS)),
            gte(fuelEvents.endTime, new Date(event.startTime - SAME_FUEL_EVENT_MS)),
          ),
        )
        .limit(1);
      if (overlap) return false;
      const rows = await tx
        .insert(fuelEvents)
        .values({
          companyId: vehicle.companyId,
          vehicleId: vehicle.vehicleId,
          kind: event.kind,
          startTime: new Date(event.startTime),
          endTime: new Date(event.endTime),
          litres: round1(event.litres),
          levelBefore: round1(event.levelBefore),
          levelAfter: round1(event.levelAfter),
          whileParked: event.whileParked,
        })
        .onConflictDoNothing()
        .returning({ id: fuelEvents.id });
      return rows.length > 0;
    });
  }

  async function runVehicle(vehicle: FuelVehicle, now: Date): Promise<ExternalAlert[]> {
    const rows = await readings(vehicle, new Date(now.getTime() - LOOKBACK_MS), now);
    const samples: FuelSample[] = rows.map((row) => ({
      time: row.time.getTime(),
      litres: litresFromSensor(vehicle.calibration, row.fuel as number),
      speedKmh: row.speed,
      ignition: row.ignition,
    }));
    const lastArrival = rows.reduce((latest, row) => Math.max(latest, row.arrived.getTime()), 0);
    const quiet = lastArrival <= now.getTime() - SETTLE_MS;
    const raised: ExternalAlert[] = [];
    for (const event of detectFuelEvents(samples)) {
      const readingsSettled = (rows.at(-1)?.time.getTime() ?? 0) >= event.endTime + SETTLE_MS;
      if (event.endTime > now.getTime() - SETTLE_MS || !(readingsSettled || quiet)) continue;
      if (!(await store(vehicle, event))) continue;
      const at = rows.find((row) => row.time.getTime() >= event.endTime) ?? rows.at(-1);
      if (!at) continue;
      const percent = (litres: number) => round1((litres / vehicle.fuelCapacity) * 100);
      raised.push({
        companyId: vehicle.companyId,
        vehicleId: vehicle.vehicleId,
        alertCode: event.kind === "refuel" ? ALERT_CODE.fuelGain : ALERT_CODE.fuelLoss,
        alertData: `${percent(event.litres)}|${percent(event.levelBefore)}|${percent(event.levelAfter)}`,
        time: new Date(event.endTime),
        lat: at.lat,
        lng: at.lng,
        fuelChangePercent: percent(event.litres),
        additionalData: {
          litres: round1(event.litres),
          levelBeforeLitres: round1(event.levelBefore),
          levelAfterLitres: round1(event.levelAfter),
          whileParked: event.whileParked,
        },
      });
    }
    return raised;
  }

  return {
    /** One pass over the vehicles with recent fuel readings; answers how many events it stored. */
    async runDue(log: Pick<FastifyBaseLogger, "warn">, now = new Date()) {
      let stored = 0;
      for (const vehicle of await vehiclesWithFuel(new Date(now.getTime() - LOOKBACK_MS))) {
        try {
          const raised = await runVehicle(vehicle, now);
          stored += raised.length;
          // after the events committed: another instance never raises an event this one stored
          if (raised.length > 0) await alerts.raise(raised);
        } catch (error) {
          log.warn({ err: error, vehicleId: vehicle.vehicleId }, "fuel event detection failed");
        }
      }
      return stored;
    },
  };
}

export type FuelAlertWorker = ReturnType<typeof createFuelAlertWorker>;

/** Runs the fuel alert pass now and every `intervalMs`, one pass at a time. */
export function startFuelAlerts(
  worker: FuelAlertWorker,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  intervalMs: number,
) {
  return nowAndEveryInterval(() => worker.runDue(log), intervalMs, log, "fuel alert pass failed");
}
