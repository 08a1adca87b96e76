import { and, count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { deviceMoves, vehicles } from "./fleet.tables.js";

export type DeviceMoveValues = Omit<typeof deviceMoves.$inferInsert, "id" | "movedAt">;

export async function insertDeviceMove(db: DbExecutor, values: DeviceMoveValues) {
  await db.insert(deviceMoves).values(values);
}

/** Fits the device into the vehicle's slot, or (vehicleId null) takes it out of `fromVehicleId`'s slot. */
export async function setVehicleSlot(
  db: DbExecutor,
  vehicleId: number,
  slot: "tracker" | "camera",
  deviceId: number | null,
) {
  const column = slot === "camera" ? { cameraDeviceId: deviceId } : { deviceId };
  await db
    .update(vehicles)
    .set({ ...column, updatedOn: new Date() })
    .where(eq(vehicles.id, vehicleId));
}

/** One device's moves, newest first, with who moved it. */
export async function findDeviceMoves(
  db: DbExecutor,
  companyId: number,
  query: { deviceId: number; page: number; show: number },
) {
  const where = and(eq(deviceMoves.companyId, companyId), eq(deviceMoves.deviceId, query.deviceId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: deviceMoves.id,
        deviceId: deviceMoves.deviceId,
        fromVehicleId: deviceMoves.fromVehicleId,
        fromLicensePlate: deviceMoves.fromLicensePlate,
        toVehicleId: deviceMoves.toVehicleId,
        toLicensePlate: deviceMoves.toLicensePlate,
        movedAt: deviceMoves.movedAt,
        movedById: users.id,
        movedByName: users.name,
      })
      .from(deviceMoves)
      .leftJoin(users, eq(users.id, deviceMoves.movedBy))
      .where(where)
      .orderBy(desc(deviceMoves.movedAt), desc(deviceMoves.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(deviceMoves).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Records what a vehicle's form or deletion did to its devices, as moves to or from the spares (the form only fits
 * spare devices): `before` and `after` are the vehicle's device ids (tracker, dashcam); null is an empty slot.
 */
export async function recordVehicleDeviceChanges(
  db: DbExecutor,
  vehicle: { companyId: number; vehicleId: number; licensePlate: string; movedBy: number },
  before: readonly (number | null)[],
  after: readonly (number | null)[],
) {
  const was = before.filter((id): id is number => id !== null);
  const now = after.filter((id): id is number => id !== null);
  const fitted = { toVehicleId: vehicle.vehicleId, toLicensePlate: vehicle.licensePlate };
  const removed = { fromVehicleId: vehicle.vehicleId, fromLicensePlate: vehicle.licensePlate };
  const rows = [
    ...was.filter((id) => !now.includes(id)).map((deviceId) => ({ deviceId, ...removed })),
    ...now.filter((id) => !was.includes(id)).map((deviceId) => ({ deviceId, ...fitted })),
  ];
  if (rows.length === 0) return;
  await db
    .insert(deviceMoves)
    .values(rows.map((row) => ({ ...row, companyId: vehicle.companyId, movedBy: vehicle.movedBy })));
}
