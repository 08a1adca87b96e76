import {
  DEFAULT_RECONCILIATION,
  type Language,
  litresFromSensor,
  reconcileFuelReceipts,
  runningMedian,
} from "@armada/domain";
import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { inTrack, positions } from "../positions/index.js";
import { findCostEntries } from "./costEntryRepository.js";
import { fuelEvents } from "./costs.tables.js";
import { requireCostKey } from "./costsAccess.js";
import { requireCostVehicle } from "./costVehicles.js";
import { findTankCalibration, tankCalibration } from "./tankCalibration.js";

const time = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const fuelReportInputSchema = z
  .object({ vehicleId: z.int32().min(1), from: time, to: time })
  .refine((input) => input.from < input.to, { path: ["to"], message: "to before from" })
  .refine((input) => input.to.getTime() - input.from.getTime() <= 31 * 86_400_000, {
    path: ["to"],
    message: "range too long",
  });

/** The chart draws at most this many points. */
const CHART_POINTS = 1500;
const EDGE_READINGS = 5;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Every `step`-th reading (the last one always), to draw a long range without sending every reading. */
function thin<T>(values: readonly T[], most: number): T[] {
  if (values.length <= most) return [...values];
  const step = Math.ceil(values.length / most);
  return values.filter((_, index) => index % step === 0 || index === values.length - 1);
}

/**
 * A vehicle's fuel over a range (at most 31 days): its level in litres (through the tank's calibration table),
 * the refuels and drains the fuel alert worker stored (and raised) in the range, litres consumed, refuelled and
 * drained, and the fuel receipts of the range reconciled with the stored refuels (those just outside the range too,
 * within the reconciliation window).
 */
export function createFuelReportService(db: Db) {
  return {
    async report(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "read");
      const { vehicleId, from, to } = parseInput(fuelReportInputSchema, input, language);
      const vehicle = await requireCostVehicle(db, user.companyId, vehicleId, language);
      if (!vehicle.fuelCapacity)
        throw new AppError("FuelCapacityMissing", 409, { plate: vehicle.licensePlate });
      const [rows, receipts, stored, table] = await Promise.all([
        db
          .select({
            time: positions.fixTime,
            fuel: positions.fuel,
          })
          .from(positions)
          .where(
            and(
              eq(positions.vehicleId, vehicleId),
              eq(positions.companyId, user.companyId),
              gte(positions.fixTime, from),
              lt(positions.fixTime, to),
              isNotNull(positions.fuel),
              inTrack,
            ),
          )
          .orderBy(asc(positions.fixTime)),
        findCostEntries(db, user.companyId, { from, to, vehicleId, category: "fuel" }, null),
        db
          .select()
          .from(fuelEvents)
          .where(
            and(
              eq(fuelEvents.vehicleId, vehicleId),
              eq(fuelEvents.companyId, user.companyId),
              gte(fuelEvents.startTime, new Date(from.getTime() - DEFAULT_RECONCILIATION.windowMs)),
              lt(fuelEvents.startTime, new Date(to.getTime() + DEFAULT_RECONCILIATION.windowMs)),
            ),
          )
          .orderBy(asc(fuelEvents.startTime)),
        findTankCalibration(db, user.companyId, vehicleId),
      ]);
      const calibration = tankCalibration(table?.points ?? null, vehicle.fuelCapacity);
      const samples = rows.map((row) => ({
        time: row.time.getTime(),
        litres: litresFromSensor(calibration, row.fuel as number),
      }));
      const nearby = stored.map((row) => ({
        fuelEventId: row.id,
        kind: row.kind,
        startTime: row.startTime.getTime(),
        endTime: row.endTime.getTime(),
        litres: row.litres,
        levelBefore: row.levelBefore,
        levelAfter: row.levelAfter,
        whileParked: row.whileParked,
      }));
      const events = nearby.filter((e) => e.startTime >= from.getTime() && e.startTime < to.getTime());
      const refuelled = events.filter((e) => e.kind === "refuel").reduce((sum, e) => sum + e.litres, 0);
      const drained = events.filter((e) => e.kind === "drain").reduce((sum, e) => sum + e.litres, 0);
      const level = runningMedian(
        samples.map((s) => s.litres),
        EDGE_READINGS,
      );
      const first = level.slice(0, EDGE_READINGS);
      const last = level.slice(-EDGE_READINGS);
      const average = (values: number[]) =>
        values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
      const consumed = samples.length ? Math.max(0, average(first) - average(last) + refuelled - drained) : 0;
      const reconciled = reconcileFuelReceipts(
        receipts.rows.map((row) => ({ id: row.id, time: row.spentAt.getTime(), litres: row.litres ?? 0 })),
        nearby.filter((e) => e.kind === "refuel"),
      );
      const iso = (ms: number) => new Date(ms).toISOString();
      return {
        vehicleId,
        licensePlate: vehicle.licensePlate,
        capacityLitres: vehicle.fuelCapacity,
        levels: thin(samples, CHART_POINTS).map((s) => ({ time: iso(s.time), litres: round1(s.litres) })),
        events: events.map((e) => ({ ...e, startTime: iso(e.startTime), endTime: iso(e.endTime) })),
        consumedLitres: round1(consumed),
        refuelledLitres: round1(refuelled),
        drainedLitres: round1(drained),
        receipts: reconciled.map((r) => {
          const row = receipts.rows.find((entry) => entry.id === r.id);
          return {
            costEntryId: r.id,
            spentAt: row?.spentAt.toISOString() ?? null,
            station: row?.station ?? null,
            amount: row?.amount ?? 0,
            receiptLitres: r.receiptLitres,
            detectedLitres: r.detectedLitres,
            refuelTime: r.refuelTime === null ? null : iso(r.refuelTime),
            status: r.status,
          };
        }),
      };
    },
  };
}
