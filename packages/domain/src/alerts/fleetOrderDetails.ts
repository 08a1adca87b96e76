import { z } from "zod";

const text = z.string().trim().min(1).max(300).nullish();
const time = z.iso.datetime({ offset: true }).nullish();
const minutes = z.number().int().min(0).max(525_600).nullish();
const kilometres = z.number().min(0).max(40_000).nullish();

/**
 * The details of a fleet-order alert (codes 137-143, docs/spec/alert-center-and-shell.md §2.5), as the order system stores them with the alert
 * (`additional_data.foData`): where it happened, the trip's total duration, the target and actual time of the
 * arrival or departure, the destination, the distance, the target and estimated arrival, and the planned
 * activity duration. Every field may be missing; a malformed record reads as none.
 */
export const fleetOrderDetailsSchema = z.object({
  location: text,
  totalDurationMinutes: minutes,
  targetTime: time,
  actualTime: time,
  destination: text,
  distanceKm: kilometres,
  targetArrival: time,
  estimatedArrival: time,
  plannedActivityMinutes: minutes,
});

export type FleetOrderDetails = z.infer<typeof fleetOrderDetailsSchema>;

/** The stored details of a fleet-order alert with every field present (null when unknown), or null. */
export function readFleetOrderDetails(value: unknown) {
  const parsed = fleetOrderDetailsSchema.safeParse(value);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    location: d.location ?? null,
    totalDurationMinutes: d.totalDurationMinutes ?? null,
    targetTime: d.targetTime ?? null,
    actualTime: d.actualTime ?? null,
    destination: d.destination ?? null,
    distanceKm: d.distanceKm ?? null,
    targetArrival: d.targetArrival ?? null,
    estimatedArrival: d.estimatedArrival ?? null,
    plannedActivityMinutes: d.plannedActivityMinutes ?? null,
  };
}
