import { MOTION_STATUSES, type MotionStatus } from "./motionStatus.js";
import type { VehicleUpdate } from "./vehicleUpdate.js";

/**
 * The `vehicle-updates` message of /ws in its wire form: one array of values per vehicle, in the order of
 * `fields`. Every operator socket of a company receives every changed vehicle, so bytes per vehicle decide the cost
 * of the fan-out for the server (each socket's copy) and for operators on mobile data: about 50 bytes a vehicle,
 * against about 100 with absolute times and status names and about 270 as objects. So:
 * - times as milliseconds before the message's `base` (epoch ms): `fixAge`, `packetAge` (a few digits, not 13);
 * - the motion status as its index in `MOTION_STATUSES`, ignition as 1/0;
 * - coordinates to 6 decimals (about 11 cm), measurements to 1 decimal;
 * - the fields that are usually empty last, and a row's trailing nulls left out (a missing value reads as null).
 * A client reads the values by the names in `fields`, so fields can be added without breaking it; rows of the
 * earlier form (`motionStatus`, absolute `fixTime` and `lastPacket`) still decode, for an instance not yet updated.
 */
export const VEHICLE_UPDATE_FIELDS = [
  "vehicleId",
  "latitude",
  "longitude",
  "speed",
  "motion",
  "ignition",
  "course",
  "fixAge",
  "packetAge",
  "fuel",
  "temperature",
  "alarm",
] as const;

export interface VehicleUpdatesMessage {
  type: "vehicle-updates";
  fields: readonly string[];
  /** the epoch milliseconds that `fixAge` and `packetAge` count back from */
  base?: number;
  rows: unknown[][];
}

const round = (value: number, scale: number) => Math.round(value * scale) / scale;
const roundOrNull = (value: number | null, scale: number) => (value === null ? null : round(value, scale));

/** The message text for a batch of updates; `base` (epoch ms, the sending time) is what their times count back from. */
export function encodeVehicleUpdatesMessage(
  updates: readonly VehicleUpdate[],
  base: number = Date.now(),
): string {
  const rows = updates.map((update) => {
    const row: unknown[] = [
      update.vehicleId,
      round(update.latitude, 1e6),
      round(update.longitude, 1e6),
      round(update.speed, 10),
      MOTION_STATUSES.indexOf(update.motionStatus),
      update.ignition === null ? null : update.ignition ? 1 : 0,
      roundOrNull(update.course, 10),
      base - Date.parse(update.fixTime),
      base - Date.parse(update.lastPacket),
      roundOrNull(update.fuel, 10),
      roundOrNull(update.temperature, 10),
      update.alarm,
    ];
    while (row.length > 0 && row[row.length - 1] === null) row.pop();
    return row;
  });
  return JSON.stringify({ type: "vehicle-updates", fields: VEHICLE_UPDATE_FIELDS, base, rows });
}

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);
const isMotionStatus = (value: unknown): value is MotionStatus =>
  (MOTION_STATUSES as readonly unknown[]).includes(value);
/** epoch milliseconds a Date can hold (±100,000,000 days) */
const isTime = (value: number | null): value is number => value !== null && Math.abs(value) <= 8.64e15;
const isoTime = (value: number) => new Date(value).toISOString();

/**
 * The updates of a received message; rows without a vehicle id, coordinates, a known motion status or valid times are skipped.
 * Fields the client does not know are ignored, missing ones read as null.
 */
export function decodeVehicleUpdatesMessage(message: {
  fields?: unknown;
  base?: unknown;
  rows?: unknown;
}): VehicleUpdate[] {
  if (!Array.isArray(message.fields) || !Array.isArray(message.rows)) return [];
  const column = new Map<string, number>(message.fields.map((name, index) => [String(name), index]));
  const read = (row: unknown[], field: string) => {
    const index = column.get(field);
    return index === undefined ? null : (row[index] ?? null);
  };
  const base = typeof message.base === "number" ? message.base : Number.NaN;
  /** a time sent as an age before `base`, or (the earlier form) as epoch milliseconds */
  const time = (row: unknown[], age: string, absolute: string) =>
    column.has(age) ? base - (numberOrNull(read(row, age)) ?? Number.NaN) : numberOrNull(read(row, absolute));
  const updates: VehicleUpdate[] = [];
  for (const row of message.rows) {
    if (!Array.isArray(row)) continue;
    const vehicleId = read(row, "vehicleId");
    const latitude = read(row, "latitude");
    const longitude = read(row, "longitude");
    const fixTime = time(row, "fixAge", "fixTime");
    const lastPacket = time(row, "packetAge", "lastPacket");
    if (typeof vehicleId !== "number" || typeof latitude !== "number" || typeof longitude !== "number")
      continue;
    if (!isTime(fixTime) || !isTime(lastPacket)) continue;
    const motionIndex = read(row, "motion");
    const motionStatus =
      typeof motionIndex === "number" ? MOTION_STATUSES[motionIndex] : read(row, "motionStatus");
    if (!isMotionStatus(motionStatus)) continue;
    const ignition = read(row, "ignition");
    const alarm = read(row, "alarm");
    updates.push({
      vehicleId,
      latitude,
      longitude,
      speed: numberOrNull(read(row, "speed")) ?? 0,
      course: numberOrNull(read(row, "course")),
      ignition:
        ignition === 1 || ignition === true ? true : ignition === 0 || ignition === false ? false : null,
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
