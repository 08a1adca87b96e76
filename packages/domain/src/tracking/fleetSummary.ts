import {
  type LastKnownPosition,
  motionNow,
  SHOWN_MOTION_STATUSES,
  type ShownMotionStatus,
} from "./motionNow.js";
import type { MotionTimeouts } from "./motionStatus.js";

export type FleetSummary = Record<ShownMotionStatus | "total" | "noData" | "noDevice", number>;

export interface FleetMember {
  hasDevice: boolean;
  position: LastKnownPosition | null;
}

/** Vehicles counted by what the motion rule says of them now; every vehicle lands in exactly one bucket. */
export function summariseFleet(
  fleet: readonly FleetMember[],
  now: Date,
  timeouts: MotionTimeouts,
): FleetSummary {
  const summary = Object.fromEntries(
    [...SHOWN_MOTION_STATUSES, "total", "noData", "noDevice"].map((key) => [key, 0]),
  ) as FleetSummary;
  for (const member of fleet) {
    summary.total += 1;
    if (!member.hasDevice) summary.noDevice += 1;
    else if (!member.position) summary.noData += 1;
    else summary[motionNow(member.position, now, timeouts).status] += 1;
  }
  return summary;
}
