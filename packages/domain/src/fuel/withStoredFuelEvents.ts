import type { FuelEvent } from "./fuelEvents.js";

/** A found event overlapping a stored one of its kind within this margin is that event (its window moved). */
export const SAME_FUEL_EVENT_MS = 15 * 60_000;

export interface StoredFuelEvent extends FuelEvent {
  id: number;
}

export type ReportedFuelEvent = FuelEvent & {
  /** the stored event (raised as fuel gain 13 or loss 14), or null: found in the report's range only */
  storedEventId: number | null;
};

const overlaps = (a: FuelEvent, b: FuelEvent, marginMs: number) =>
  a.kind === b.kind && a.startTime <= b.endTime + marginMs && a.endTime >= b.startTime - marginMs;

/**
 * The events of a fuel report: the stored events of the range as they were raised (so the report and the alerts
 * agree), and the events found in the range that no stored event covers (recent ones the alert worker has not reached,
 * or below what it stores), in time order.
 */
export function withStoredFuelEvents(
  found: readonly FuelEvent[],
  stored: readonly StoredFuelEvent[],
  marginMs = SAME_FUEL_EVENT_MS,
): ReportedFuelEvent[] {
  const fromStore = stored.map(({ id, ...event }) => ({ ...event, storedEventId: id }));
  const onlyFound = found
    .filter((event) => !stored.some((known) => overlaps(event, known, marginMs)))
    .map((event) => ({ ...event, storedEventId: null }));
  return [...fromStore, ...onlyFound].sort(
    (a, b) => a.startTime - b.startTime || a.kind.localeCompare(b.kind),
  );
}
