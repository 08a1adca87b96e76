import { and, asc, desc, eq, gt, gte, lt, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { rawAlerts } from "../alerts/index.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { inTrack, positions } from "../positions/index.js";

export async function findCompanyVehicles(db: DbExecutor, companyId: number) {
  return db
    .select({
      id: vehicles.id,
      licensePlate: vehicles.licensePlate,
      hullNo: vehicles.hullNo,
      status: vehicles.status,
      latest: {
        fixTime: vehicleLatestStatus.fixTime,
        lastPacket: vehicleLatestStatus.lastPacket,
        latitude: vehicleLatestStatus.latitude,
        longitude: vehicleLatestStatus.longitude,
        speed: vehicleLatestStatus.speed,
        course: vehicleLatestStatus.course,
        ignition: vehicleLatestStatus.ignition,
        motionStatus: vehicleLatestStatus.motionStatus,
        address: vehicleLatestStatus.address,
        odometer: vehicleLatestStatus.odometer,
        temperature: vehicleLatestStatus.temperature,
        fuel: vehicleLatestStatus.fuel,
      },
    })
    .from(vehicles)
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(and(eq(vehicles.companyId, companyId), sql`${vehicles.status} <> 'archived'`))
    .orderBy(asc(vehicles.licensePlate), asc(vehicles.id));
}

export async function companyOwnsVehicle(db: DbExecutor, companyId: number, vehicleId: number) {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId)))
    .limit(1);
  return rows.length > 0;
}

/** A page of a vehicle's track, oldest first, after the cursor (the last fix time and id handed out). */
export async function findPositionsPage(
  db: DbExecutor,
  query: { companyId: number; vehicleId: number; from: Date; to: Date; after: Date | null; limit: number },
) {
  const after = query.after ?? query.from;
  return db
    .select({
      fixTime: positions.fixTime,
      latitude: positions.latitude,
      longitude: positions.longitude,
      speed: positions.speed,
      course: positions.course,
      altitude: positions.altitude,
      ignition: positions.ignition,
      temperature: positions.temperature,
      fuel: positions.fuel,
      battery: positions.battery,
    })
    .from(positions)
    .where(
      and(
        eq(positions.vehicleId, query.vehicleId),
        eq(positions.companyId, query.companyId),
        query.after ? gt(positions.fixTime, after) : gte(positions.fixTime, after),
        lte(positions.fixTime, query.to),
        inTrack,
      ),
    )
    .orderBy(asc(positions.fixTime))
    .limit(query.limit);
}

/** A page of the company's alerts, newest first, before the cursor (time, id). */
export async function findAlertsPage(
  db: DbExecutor,
  query: {
    companyId: number;
    vehicleId?: number;
    from: Date;
    to: Date;
    before: { time: Date; id: number } | null;
    limit: number;
  },
) {
  const before = query.before;
  return db
    .select({
      id: rawAlerts.rawAlertId,
      vehicleId: rawAlerts.vehicleId,
      alertCode: rawAlerts.alertCode,
      createdOn: rawAlerts.createdOn,
      latitude: rawAlerts.latitude,
      longitude: rawAlerts.longitude,
      address: rawAlerts.address,
      isUrgent: rawAlerts.isUrgent,
      isImportant: rawAlerts.isImportant,
      isResolved: rawAlerts.isResolved,
      resolvedOn: rawAlerts.resolvedOn,
      isFalseAlert: rawAlerts.isFalseAlert,
    })
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, query.companyId),
        query.vehicleId === undefined ? undefined : eq(rawAlerts.vehicleId, query.vehicleId),
        gte(rawAlerts.createdOn, query.from),
        lte(rawAlerts.createdOn, query.to),
        before
          ? or(
              lt(rawAlerts.createdOn, before.time),
              and(eq(rawAlerts.createdOn, before.time), lt(rawAlerts.rawAlertId, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(rawAlerts.createdOn), desc(rawAlerts.rawAlertId))
    .limit(query.limit);
}
