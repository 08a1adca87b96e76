import type { AvailabilityState } from "@armada/domain";

/** A state's colour on the board (a badge; the label says it too, so colour is never the only sign). */
export const AVAILABILITY_COLORS: Record<AvailabilityState, string> = {
  FREE: "green",
  ON_TASK: "blue",
  MAINTENANCE: "orange",
  OFF: "red",
};

/** The link that opens the fleet task builder with the vehicle or driver and the day filled in. */
export function planTaskLink(plan: { vehicleId?: number; driverId?: number; day: string }): string {
  const params = new URLSearchParams({ plan: "1", day: plan.day });
  if (plan.vehicleId) params.set("vehicleId", String(plan.vehicleId));
  if (plan.driverId) params.set("driverId", String(plan.driverId));
  return `/fleet-task/?${params.toString()}`;
}

/** What the builder reads from that link; anything malformed is left out. */
export function readPlanTaskLink(params: URLSearchParams) {
  if (params.get("plan") !== "1") return null;
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const day = params.get("day");
  return {
    vehicleId: id("vehicleId"),
    driverId: id("driverId"),
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
  };
}
