import {
  type CalibrationPoint,
  fuelCalibrationPointsSchema,
  fuelCalibrationVehicleSchema,
  type Language,
} from "@armada/domain";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import { fuelTankCalibrations } from "./costs.tables.js";
import { type CostVehicle, requireCostVehicle } from "./costVehicles.js";
import { findTankCalibration } from "./tankCalibration.js";

function view(vehicle: CostVehicle, row: { points: CalibrationPoint[]; updatedOn: Date } | null) {
  return {
    vehicleId: vehicle.id,
    licensePlate: vehicle.licensePlate,
    capacityLitres: vehicle.fuelCapacity,
    points: row?.points ?? [],
    updatedOn: row?.updatedOn.toISOString() ?? null,
  };
}

async function audit(
  db: DbExecutor,
  user: AuthUser,
  vehicle: CostVehicle,
  kind: "update" | "delete",
  before: CalibrationPoint[] | null,
  after: CalibrationPoint[] | null,
) {
  await db.insert(vehicleAuditLogs).values({
    companyId: user.companyId,
    vehicleId: vehicle.id,
    userId: user.userId,
    actionType: kind,
    action: kind === "update" ? "Ubah Kalibrasi Tangki" : "Hapus Kalibrasi Tangki",
    detail: `${after?.length ?? 0} titik · ${vehicle.licensePlate}`,
    object: "fuelCalibration",
    oldData: before ? { points: before } : null,
    newData: after ? { points: after } : null,
  });
}

/**
 * A vehicle tank's calibration table (docs/fuel.md), edited with the vehicle (its master-data keys): read, replaced
 * as a whole after validation against the tank's capacity, or removed (linear over the capacity again); every change
 * in the vehicle's audit log.
 */
export function createFuelCalibrationService(db: Db) {
  async function vehicleOf(user: AuthUser, input: unknown, language: Language) {
    const { vehicleId } = parseInput(fuelCalibrationVehicleSchema, input, language);
    return requireCostVehicle(db, user.companyId, vehicleId, language);
  }

  return {
    async get(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, "d1a-master-vehicle:read");
      const vehicle = await vehicleOf(user, input, language);
      return view(vehicle, await findTankCalibration(db, user.companyId, vehicle.id));
    },

    async save(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, "d1a-master-vehicle:update");
      const vehicle = await vehicleOf(user, input, language);
      if (!vehicle.fuelCapacity)
        throw new AppError("FuelCalibrationNeedsCapacity", 409, { plate: vehicle.licensePlate });
      const { calibrationPoints: points } = parseInput(
        z.object({ calibrationPoints: fuelCalibrationPointsSchema(vehicle.fuelCapacity) }),
        input,
        language,
      );
      return db.transaction(async (tx) => {
        const before = await findTankCalibration(tx, user.companyId, vehicle.id);
        const [row] = await tx
          .insert(fuelTankCalibrations)
          .values({ vehicleId: vehicle.id, companyId: user.companyId, points, updatedBy: user.userId })
          .onConflictDoUpdate({
            target: fuelTankCalibrations.vehicleId,
            set: { points, updatedBy: user.userId, updatedOn: new Date() },
          })
          .returning();
        await audit(tx, user, vehicle, "update", before?.points ?? null, points);
        return view(vehicle, row ?? null);
      });
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, "d1a-master-vehicle:update");
      const vehicle = await vehicleOf(user, input, language);
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(fuelTankCalibrations)
          .where(
            and(
              eq(fuelTankCalibrations.vehicleId, vehicle.id),
              eq(fuelTankCalibrations.companyId, user.companyId),
            ),
          )
          .returning();
        if (removed) await audit(tx, user, vehicle, "delete", removed.points, null);
        return view(vehicle, null);
      });
    },
  };
}
