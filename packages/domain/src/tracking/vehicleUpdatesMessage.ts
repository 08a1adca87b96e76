import { MOTION_STATUSES, type MotionStatus } from "./motionStatus.js";
import type { VehicleUpdate } from "./vehicleUpdate.js";

/**
 * The `vehicle-updates` message of /ws in its wire form: one array of values per vehicle, in the order of
 * `fields`, times as epoch milliseconds, coordinates to 6 decimals (about 11 cm) and measurements to 1 decimal.
 * Every operator socket of a company receives every changed vehicle, so bytes per vehicle decide the cost of
 * the fan-out for the server and for operators on mobile data: about 95 bytes instead of about 270 as objects.
 * A client reads the values by the names in `fields`, so fields can be added without breaking it.
 */
export const VEHICLE_UPDATE_FIELDS = [
  "vehicleId",
  "latitude",
  "longitude",
  "speed",
  "course",
  "ignition",
  "motionStatus",
  "temperature",
  "fuel",
  "fixTime",
  "lastPacket",
  "alarm",
] as const;

export interface VehicleUpdatesMessage {
  type: "vehicle-updates";
  fields: readonly string[];
  rows: unknown[][];
}

const round = (value: number, scale: number) => Math.round(value * scale) / scale;
const roundOrNull = (value: number | null, scale: number) => (value === null ? null : round(value, scale));

/** The message text for a batch of updates. */
export function encodeVehicleUpdatesMessage(updates: readonly VehicleUpdate[]): string {
  const rows = updates.map((update) => [
    update.vehicleId,
    round(update.latitude, 1e6),
    round(update.longitude, 1e6),
    round(update.speed, 10),
    roundOrNull(update.course, 10),
    update.ignition,
    update.motionStatus,
    roundOrNull(update.temperature, 10),
    roundOrNull(update.fuel, 10),
    Date.parse(update.fixTime),
    Date.parse(update.lastPacket),
    update.alarm,
  ]);
  return JSON.stringify({ type: "vehicle-updates", fields: VEHICLE_UPDATE_FIELDS, rows });
}

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);
const isMotionStatus = (value: unknown): value is MotionStatus =>
  (MOTION_STATUSES as readonly unknown[]).includes(value);
const isoTime = (value: unknown) => new Date(typeof value === "number" ? value : Number.NaN).toISOString();

/**
 * The updates of a received message; rows without a vehicle id, coordinates, a known motion status or valid times are skipped.
 * Fields the client does not know are ignored, missing ones read as null.
 */
export function decodeVehicleUpdatesMessage(message: { fields?: unknown; rows?: unknown }): VehicleUpdate[] {
  if (!Array.isArray(message.fields) || !Array.isArray(message.rows)) return [];
  const column = new Map<string, number>(message.fields.map((name, index) => [String(name), index]));
  const read = (row: unknown[], field: (typeof VEHICLE_UPDATE_FIELDS)[number]) => {
    const index = column.get(field);
    return index === undefined ? null : (row[index] ?? null);
  };
  const updates: VehicleUpdate[] = [];
  for (const row of message.rows) {
    if (!Array.isArray(row)) continue;
    const vehicleId = read(row, "vehicleId");
    const latitude = read(row, "latitude");
    const longitude = read(row, "longitude");
    const fixTime = read(row, "fixTime");
    const lastPacket = read(row, "lastPacket");
    if (typeof vehicleId !== "number" || typeof latitude !== "number" || typeof longitude !== "number")
      continue;
    if (!Number.isFinite(fixTime) || !Number.isFinite(lastPacket)) continue;
    const motionStatus = read(row, "motionStatus");
    if (!isMotionStatus(motionStatus)) continue;
    const ignition = read(row, "ignition");
    const alarm = read(row, "alarm");
    updates.push({
      vehicleId,
      latitude,
      longitude,
      speed: numberOrNull(read(row, "speed")) ?? 0,
      course: numberOrNull(read(row, "course")),
      ignition: typeof ignition === "boolean" ? ignition : null,
      motionStatus,
      temperature: numberOrNull(read(row, "temperature")),
      fuel: numberOrNull(read(row, "fuel")),
      fixTime: isoTime(fixTime),
      lastPacket: isoTime(lastPacket),
      alarm: typeof alarm === "string" ? alarm : null,
    });
  }
  return updates;
}
