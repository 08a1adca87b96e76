import { type CalibrationPoint, linearCalibration } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { fuelTankCalibrations } from "./costs.tables.js";

/** The tank's stored calibration table, or null when it has none. */
export async function findTankCalibration(db: DbExecutor, companyId: number, vehicleId: number) {
  const [row] = await db
    .select()
    .from(fuelTankCalibrations)
    .where(and(eq(fuelTankCalibrations.vehicleId, vehicleId), eq(fuelTankCalibrations.companyId, companyId)));
  return row ?? null;
}

/** What turns a vehicle's fuel readings into litres: its table, else linear over its capacity. */
export function tankCalibration(
  points: CalibrationPoint[] | null,
  capacityLitres: number,
): CalibrationPoint[] {
  return points ?? linearCalibration(capacityLitres);
}
