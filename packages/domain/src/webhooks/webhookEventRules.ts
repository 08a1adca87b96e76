import type { WebhookEventType } from "./webhookEvents.js";

/** The most positions one `position.reported` delivery carries; more in the same second make more deliveries. */
export const MAX_POSITIONS_PER_WEBHOOK = 500;

/** The events a vehicle's latest status moving may make: what the position path captures for webhooks. */
export const STATUS_EVENT_TYPES = [
  "position.reported",
  "geofence.entered",
  "geofence.exited",
  "ignition.on",
  "ignition.off",
  "device.online",
  "device.offline",
] as const satisfies readonly WebhookEventType[];

/** The events derived from stored positions (the rest of STATUS_EVENT_TYPES come from status changes). */
export const POSITION_EVENT_TYPES = [
  "position.reported",
  "geofence.entered",
  "geofence.exited",
] as const satisfies readonly WebhookEventType[];

/** Whether a device went offline or came back between a vehicle's status before and after a write. */
export function onlineTransitions(
  before: { offline: boolean } | undefined,
  after: { offline: boolean },
): ("device.online" | "device.offline")[] {
  if (!before || before.offline === after.offline) return [];
  return [after.offline ? "device.offline" : "device.online"];
}

export interface IgnitionReading {
  ignition: boolean | null;
  fixTime: Date;
}

export interface IgnitionSwitch<Reading extends IgnitionReading> {
  type: "ignition.on" | "ignition.off";
  /** the reading that showed it */
  reading: Reading;
}

/**
 * Every switch of a vehicle's ignition in one write: from the status before it (none known: a first report says
 * nothing) through the write's readings in fix order (unknown readings skipped), so a switch on and off again
 * inside one batch is told twice, each at the fix that showed it. A latest status that ends elsewhere than the
 * readings (set by a packet without a position) is told at its own fix time.
 */
export function ignitionSwitches<Reading extends IgnitionReading>(
  before: boolean | null | undefined,
  readings: readonly Reading[],
  after: Reading,
): IgnitionSwitch<Reading>[] {
  if (before === undefined) return [];
  const switches: IgnitionSwitch<Reading>[] = [];
  let state = before;
  const take = (reading: Reading) => {
    if (reading.ignition === null) return;
    if (state !== null && reading.ignition !== state)
      switches.push({ type: reading.ignition ? "ignition.on" : "ignition.off", reading });
    state = reading.ignition;
  };
  for (const reading of [...readings].sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime()))
    take(reading);
  take(after);
  return switches;
}

/** Fences entered and left between two sets of fence ids. */
export function geofenceCrossings(before: readonly number[], after: readonly number[]) {
  return {
    entered: after.filter((id) => !before.includes(id)),
    exited: before.filter((id) => !after.includes(id)),
  };
}

/** Days before a document's expiry a `document.expiring` event is sent (0: the day it expires). */
export const DOCUMENT_EXPIRY_THRESHOLDS = [30, 7, 0] as const;

/**
 * The threshold a document `daysLeft` from expiry has crossed: the smallest threshold not below it; null when it is
 * further away than the first threshold or expired more than a day ago (nothing new to say).
 */
export function documentExpiryThreshold(daysLeft: number): number | null {
  if (daysLeft < -1) return null;
  let crossed: number | null = null;
  for (const threshold of DOCUMENT_EXPIRY_THRESHOLDS) if (daysLeft <= threshold) crossed = threshold;
  return crossed;
}

/** Consecutive slices of at most `size` items, in order. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
