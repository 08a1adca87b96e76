import { and, count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/auth.tables.js";
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
