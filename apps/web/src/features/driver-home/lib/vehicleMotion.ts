import { type MotionNow, SHOWN_MOTION_STATUSES, type ShownMotionStatus } from "@armada/domain";

const isShown = (status: string): status is ShownMotionStatus =>
  (SHOWN_MOTION_STATUSES as readonly string[]).includes(status);

/**
 * The server's motion status of the driver's vehicle as the shared status badge reads it, aged from its latest
 * position; null without a position (noData) or for a status the badge does not know.
 */
export function vehicleMotion(
  vehicle: { status: string; lastUpdate?: string | null },
  now: number,
): MotionNow | null {
  if (!isShown(vehicle.status) || !vehicle.lastUpdate) return null;
  const ageMinutes = Math.max(0, Math.floor((now - new Date(vehicle.lastUpdate).getTime()) / 60_000));
  return { status: vehicle.status, ageMinutes };
}
