import { currentOdometer } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { vehicleMeterCorrections } from "./maintenance.tables.js";

export interface VehicleMeters {
  vehicleId: number;
  licensePlate: string;
  /** the device's odometer in its latest status, km */
  deviceOdometerKm: number | null;
  odometerKm: number | null;
  engineHours: number | null;
}

/**
 * The company's vehicles' meters now: the odometer from the device (bridged by a hand correction after a device
 * change), else the one entered on the vehicle; engine hours from the last correction, else the vehicle's hourmeter.
 */
export async function findVehicleMeters(
  db: DbExecutor,
  companyId: number,
  vehicleIds?: readonly number[],
): Promise<Map<number, VehicleMeters>> {
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      enteredOdometer: vehicles.odometer,
      enteredHours: vehicles.hourmeter,
      deviceOdometerKm: vehicleLatestStatus.odometer,
      correction: vehicleMeterCorrections,
    })
    .from(vehicles)
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .leftJoin(vehicleMeterCorrections, eq(vehicleMeterCorrections.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.companyId, companyId),
        vehicleIds ? inArray(vehicles.id, vehicleIds.length > 0 ? [...vehicleIds] : [0]) : undefined,
      ),
    );
  return new Map(
    rows.map((row) => [
      row.vehicleId,
      {
        vehicleId: row.vehicleId,
        licensePlate: row.licensePlate,
        deviceOdometerKm: row.deviceOdometerKm,
        odometerKm: currentOdometer(row.deviceOdometerKm, row.correction) ?? row.enteredOdometer,
        engineHours: row.correction?.engineHours ?? row.enteredHours,
      },
    ]),
  );
}

/** Stores a hand reading of the vehicle's meters, remembering the device's odometer at that moment. */
export async function saveMeterCorrection(
  db: DbExecutor,
  companyId: number,
  userId: number,
  reading: {
    vehicleId: number;
    odometerKm: number;
    engineHours: number | null;
    deviceOdometerKm: number | null;
  },
) {
  const values = {
    odometerKm: reading.odometerKm,
    engineHours: reading.engineHours,
    deviceOdometerKm: reading.deviceOdometerKm,
    correctedBy: userId,
    correctedOn: new Date(),
  };
  await db
    .insert(vehicleMeterCorrections)
    .values({ vehicleId: reading.vehicleId, companyId, ...values })
    .onConflictDoUpdate({ target: vehicleMeterCorrections.vehicleId, set: values });
}
