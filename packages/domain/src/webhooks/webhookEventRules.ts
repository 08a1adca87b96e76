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

export interface StatusSnapshot {
  ignition: boolean | null;
  offline: boolean;
}

/**
 * What one vehicle's status change says to webhooks: ignition switched (both readings known), the device came
 * back after being offline, or went offline. No previous status (a first report) says nothing.
 */
export function statusTransitions(
  before: StatusSnapshot | undefined,
  after: StatusSnapshot,
): ("ignition.on" | "ignition.off" | "device.online" | "device.offline")[] {
  if (!before) return [];
  const events: ("ignition.on" | "ignition.off" | "device.online" | "device.offline")[] = [];
  if (before.offline && !after.offline) events.push("device.online");
  if (!before.offline && after.offline) events.push("device.offline");
  if (before.ignition !== null && after.ignition !== null && before.ignition !== after.ignition)
    events.push(after.ignition ? "ignition.on" : "ignition.off");
  return events;
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
