import { MOVING_SPEED_KMH, type MotionStatus, type MotionTimeouts } from "./motionStatus.js";

/**
 * What can truthfully be said of a vehicle now: its motion status, "stopped" for a short stop that the stored
 * status still counts as moving (a traffic light), or "stale" when its last position is too old to say anything
 * about motion now.
 */
export const SHOWN_MOTION_STATUSES = ["moving", "stopped", "idle", "parked", "stale", "offline"] as const;
export type ShownMotionStatus = (typeof SHOWN_MOTION_STATUSES)[number];

export interface LastKnownPosition {
  motionStatus: MotionStatus;
  speed: number;
  /** time of the position itself */
  fixTime: Date | string;
  /** time of the last packet of any kind (heartbeats included) */
  lastPacket: Date | string;
}

export interface MotionNow {
  status: ShownMotionStatus;
  /** whole minutes since the last position (never negative: a device clock ahead of ours counts as now) */
  ageMinutes: number;
}

const minutesBetween = (from: Date | string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 60_000));

/**
 * Silence after which a moving or idling vehicle's position says nothing about now: by then it could have
 * stopped and become idle or parked without us knowing.
 */
export const staleAfterMinutes = (timeouts: MotionTimeouts) =>
  Math.min(timeouts.idleMinutes, timeouts.parkMinutes);

/**
 * The one motion rule for every screen, the public page and the alert engine: the stored status (decided by
 * nextMotionState when the position arrived) re-read against the clock. Offline after the company's offline
 * timeout without any packet; a moving or idling vehicle silent past the stale limit is stale; a parked one stays
 * parked (a parked device reports rarely, and nothing moves it unnoticed); a "moving" position under walking speed
 * is a short stop.
 */
export function motionNow(position: LastKnownPosition, now: Date, timeouts: MotionTimeouts): MotionNow {
  const ageMinutes = minutesBetween(position.fixTime, now);
  if (
    position.motionStatus === "offline" ||
    minutesBetween(position.lastPacket, now) >= timeouts.offlineMinutes
  ) {
    return { status: "offline", ageMinutes };
  }
  if (position.motionStatus === "parked") return { status: "parked", ageMinutes };
  if (ageMinutes >= staleAfterMinutes(timeouts)) return { status: "stale", ageMinutes };
  if (position.motionStatus === "moving" && position.speed < MOVING_SPEED_KMH) {
    return { status: "stopped", ageMinutes };
  }
  return { status: position.motionStatus, ageMinutes };
}

/** Whether the vehicle can be said to be moving now (public page, ETA). */
export const isMovingNow = (position: LastKnownPosition, now: Date, timeouts: MotionTimeouts) =>
  motionNow(position, now, timeouts).status === "moving";
