import { SHOWN_MOTION_STATUSES, type ShownMotionStatus } from "@armada/domain";
import { fleetStatus, type LiveVehicle, type MotionClock } from "@/shared/realtime";

export type StatusFilter = "all" | ShownMotionStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", ...SHOWN_MOTION_STATUSES];

/** Plate, hull number or driver name, ignoring case and spaces. */
export function matchesSearch(vehicle: LiveVehicle, search: string): boolean {
  const needle = search.toLowerCase().replace(/\s+/g, "");
  if (!needle) return true;
  return [vehicle.licensePlate, vehicle.hullNo, vehicle.driverName].some((value) =>
    value?.toLowerCase().replace(/\s+/g, "").includes(needle),
  );
}

export function filterFleet(
  vehicles: readonly LiveVehicle[],
  search: string,
  status: StatusFilter,
  clock: MotionClock,
): LiveVehicle[] {
  return vehicles.filter(
    (vehicle) =>
      matchesSearch(vehicle, search) && (status === "all" || fleetStatus(vehicle, clock) === status),
  );
}

/** Counts per filter chip among the vehicles matching the search. */
export function countByStatus(
  vehicles: readonly LiveVehicle[],
  clock: MotionClock,
): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((filter) => [filter, 0])) as Record<
    StatusFilter,
    number
  >;
  counts.all = vehicles.length;
  for (const vehicle of vehicles) {
    const status = fleetStatus(vehicle, clock);
    if (status !== "noData") counts[status] += 1;
  }
  return counts;
}
