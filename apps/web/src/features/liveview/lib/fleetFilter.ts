import type { MotionStatus } from "@armada/domain";
import { fleetStatus, type LiveVehicle } from "@/shared/realtime";

export type StatusFilter = "all" | MotionStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", "moving", "idle", "parked", "offline"];

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
): LiveVehicle[] {
  return vehicles.filter(
    (vehicle) => matchesSearch(vehicle, search) && (status === "all" || fleetStatus(vehicle) === status),
  );
}

/** Counts per filter chip among the vehicles matching the search. */
export function countByStatus(vehicles: readonly LiveVehicle[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = {
    all: vehicles.length,
    moving: 0,
    idle: 0,
    parked: 0,
    offline: 0,
  };
  for (const vehicle of vehicles) {
    const status = fleetStatus(vehicle);
    if (status !== "noData") counts[status] += 1;
  }
  return counts;
}
