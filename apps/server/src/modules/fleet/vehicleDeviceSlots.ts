import { type AnyColumn, eq, or, sql } from "drizzle-orm";
import { vehicles } from "./fleet.tables.js";

/** Join condition: the vehicle carries the device, as its tracker or as its dashcam (a device is on one vehicle). */
export const carriesDevice = (deviceId: AnyColumn) =>
  or(eq(vehicles.deviceId, deviceId), eq(vehicles.cameraDeviceId, deviceId));

/** The vehicle's dashcam: the device in its camera slot, else its only device (media and calls go to it). */
export const dashcamDeviceId = sql<number | null>`coalesce(${vehicles.cameraDeviceId}, ${vehicles.deviceId})`;
