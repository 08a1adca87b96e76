import { isMovingNow } from "../tracking/motionNow.js";
import type { MotionStatus, MotionTimeouts } from "../tracking/motionStatus.js";
import type { PickedColumn } from "./pickedColumns.js";

/** Everything the server knows of a vehicle that a public viewer could ever be shown. */
export interface VehicleSnapshot {
  licensePlate: string;
  driverName: string | null;
  latitude: number | null;
  longitude: number | null;
  course: number | null;
  motionStatus: MotionStatus | null;
  speed: number | null;
  temperature: number | null;
  ignition: boolean | null;
  fixTime: Date | null;
  lastPacket: Date | null;
}

/** The moment and the company's timeouts the motion rule reads the snapshot against. */
export interface MotionClock {
  now: Date;
  timeouts: MotionTimeouts;
}

/** Moving only when the motion rule says so now: not at a standstill, not on a stale or offline position. */
export function movingNow(vehicle: VehicleSnapshot, clock: MotionClock): boolean {
  const { motionStatus, speed, fixTime, lastPacket } = vehicle;
  if (!motionStatus || speed === null || !fixTime || !lastPacket) return false;
  return isMovingNow({ motionStatus, speed, fixTime, lastPacket }, clock.now, clock.timeouts);
}

/** What a public link shows of one vehicle: the plate and position always, the rest only when picked. */
export interface PublicVehicle {
  /** opaque per-view reference (not the database id) */
  ref: string;
  licensePlate: string;
  latitude: number | null;
  longitude: number | null;
  course: number | null;
  moving: boolean;
  driverName?: string | null;
  lastSeen?: string | null;
  speed?: number | null;
  temperature?: number | null;
  engineStatus?: "on" | "off" | null;
}

/**
 * The public projection of a vehicle: the security boundary of the live-track link. It builds a
 * new object field by field, so nothing that is not listed here can leak into a public answer.
 */
export function toPublicVehicle(
  ref: string,
  vehicle: VehicleSnapshot,
  picked: readonly PickedColumn[],
  clock: MotionClock,
): PublicVehicle {
  const result: PublicVehicle = {
    ref,
    licensePlate: vehicle.licensePlate,
    latitude: vehicle.latitude,
    longitude: vehicle.longitude,
    course: vehicle.course,
    moving: movingNow(vehicle, clock),
  };
  for (const column of picked) {
    switch (column) {
      case "driverName":
        result.driverName = vehicle.driverName;
        break;
      case "lastSeen":
        result.lastSeen = vehicle.lastPacket ? vehicle.lastPacket.toISOString() : null;
        break;
      case "speed":
        result.speed = vehicle.speed;
        break;
      case "temperature":
        result.temperature = vehicle.temperature;
        break;
      case "engineStatus":
        result.engineStatus = vehicle.ignition == null ? null : vehicle.ignition ? "on" : "off";
        break;
    }
  }
  return result;
}
