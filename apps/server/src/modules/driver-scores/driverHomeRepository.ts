import { CARD_READ_VALID_MS } from "@armada/domain";
import { and, desc, eq, gte, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { rawAlerts } from "../alerts/index.js";
import { driverIdentifications, vehicles, vehicleTypes } from "../fleet/index.js";
import { vehicleLatestStatus } from "../positions/index.js";
import { driverAlertColumns } from "./driverAlertRepository.js";

/** How the driver's vehicle was found: their card read by its device this shift, or the vehicle's driver 1 or 2. */
export type DriverVehicleLink = "identified" | "assigned";

const vehicleColumns = {
  vehicleId: vehicles.id,
  licensePlate: vehicles.licensePlate,
  hullNo: vehicles.hullNo,
  manufacturer: vehicleTypes.manufacturer,
  model: vehicleTypes.model,
  type: vehicleTypes.type,
  latitude: vehicleLatestStatus.latitude,
  longitude: vehicleLatestStatus.longitude,
  speed: vehicleLatestStatus.speed,
  motionStatus: vehicleLatestStatus.motionStatus,
  fixTime: vehicleLatestStatus.fixTime,
  lastPacket: vehicleLatestStatus.lastPacket,
  address: vehicleLatestStatus.address,
};

/**
 * The vehicle a driver drives now, within their own company: the one whose device last read their card this shift
 * (the rule of driverAtTime), else one they are driver 1 or 2 of; with its latest status. Null without either.
 */
export async function findDriverVehicle(db: DbExecutor, companyId: number, driverId: number, now: Date) {
  const withStatus = () =>
    db
      .select(vehicleColumns)
      .from(vehicles)
      .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
      .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id));
  const [identified] = await withStatus()
    .innerJoin(driverIdentifications, eq(driverIdentifications.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.companyId, companyId),
        eq(driverIdentifications.companyId, companyId),
        eq(driverIdentifications.driverId, driverId),
        gte(driverIdentifications.identifiedAt, new Date(now.getTime() - CARD_READ_VALID_MS)),
      ),
    )
    .orderBy(desc(driverIdentifications.identifiedAt))
    .limit(1);
  if (identified) return { ...identified, link: "identified" as DriverVehicleLink };
  const [assigned] = await withStatus()
    .where(
      and(
        eq(vehicles.companyId, companyId),
        or(eq(vehicles.driver1Id, driverId), eq(vehicles.driver2Id, driverId)),
      ),
    )
    .orderBy(vehicles.id)
    .limit(1);
  return assigned ? { ...assigned, link: "assigned" as DriverVehicleLink } : null;
}

export type DriverVehicleRow = NonNullable<Awaited<ReturnType<typeof findDriverVehicle>>>;

/** A driver's own latest alerts within their company (raw_alerts_driver_created_idx), newest first. */
export async function findOwnAlerts(db: DbExecutor, companyId: number, driverId: number, limit: number) {
  return db
    .select({
      ...driverAlertColumns,
      isResolved: rawAlerts.isResolved,
      isFalseAlert: rawAlerts.isFalseAlert,
    })
    .from(rawAlerts)
    .innerJoin(vehicles, eq(vehicles.id, rawAlerts.vehicleId))
    .where(and(eq(rawAlerts.driverId, driverId), eq(rawAlerts.companyId, companyId)))
    .orderBy(desc(rawAlerts.createdOn), desc(rawAlerts.rawAlertId))
    .limit(limit);
}
