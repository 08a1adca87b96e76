/** The latest-state attribute holding the last status report (heartbeat, information frame) until the next one. */
export const DEVICE_STATUS_ATTRIBUTE = "deviceStatus";

/** What a tracker says about itself: power, radio and satellites, for the operator to tell a dying device. */
export interface DeviceHealth {
  /** internal battery, 0–100 % */
  batteryPercent: number | null;
  /** internal battery volts, sent instead of a level by some firmwares */
  batteryVolts: number | null;
  /** charging from the vehicle's power */
  charging: boolean | null;
  /** the vehicle's power supply (accumulator) volts */
  externalVolts: number | null;
  /** GSM signal in bars, 0 (none) to 4 (strong) */
  gsmSignal: number | null;
  satellites: number | null;
  /** ISO time of the last status report, when there was one */
  statusTime: string | null;
}

/** Plausible values; anything outside is a fault of the device and is not shown. */
const RANGES = {
  batteryPercent: [0, 100],
  batteryVolts: [0, 10],
  externalVolts: [0, 60],
  gsmSignal: [0, 4],
  satellites: [0, 64],
} as const;

type Ranged = keyof typeof RANGES;

function ranged(field: Ranged, ...candidates: unknown[]): number | null {
  const [min, max] = RANGES[field];
  for (const value of candidates)
    if (typeof value === "number" && Number.isFinite(value) && value >= min && value <= max) return value;
  return null;
}

function flag(...candidates: unknown[]): boolean | null {
  for (const value of candidates) if (typeof value === "boolean") return value;
  return null;
}

const objectOrEmpty = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The device's health from a vehicle's latest state: the last status report wins over what the last position
 * carried (status frames are where trackers report power and signal). Null when the device said nothing of it.
 */
export function deviceHealthOf(
  battery: number | null,
  attributes: Record<string, unknown> | null,
): DeviceHealth | null {
  const position = attributes ?? {};
  const status = objectOrEmpty(position[DEVICE_STATUS_ATTRIBUTE]);
  const health: DeviceHealth = {
    batteryPercent: ranged("batteryPercent", battery),
    batteryVolts: ranged("batteryVolts", status.batteryVolts, position.batteryVolts),
    charging: flag(status.charging, position.charging),
    externalVolts: ranged("externalVolts", status.externalVolts, position.externalVolts),
    gsmSignal: ranged("gsmSignal", status.gsmSignal, position.gsmSignal),
    satellites: ranged("satellites", position.satellites),
    statusTime:
      typeof status.time === "string" && !Number.isNaN(Date.parse(status.time)) ? status.time : null,
  };
  const { statusTime: _time, ...values } = health;
  return Object.values(values).every((value) => value === null) ? null : health;
}
