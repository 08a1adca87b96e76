export const MOTION_STATUSES = ["moving", "idle", "parked", "offline"] as const;
export type MotionStatus = (typeof MOTION_STATUSES)[number];

/** Below this speed a vehicle counts as standing still (GPS drift makes parked vehicles "move" at 1-3 km/h). */
export const MOVING_SPEED_KMH = 5;

export interface MotionTimeouts {
  /** minutes standing still with the engine on before the vehicle is idle */
  idleMinutes: number;
  /** minutes standing still with the engine off before the vehicle is parked */
  parkMinutes: number;
  /** minutes without any packet before the vehicle is offline */
  offlineMinutes: number;
}

/** The company columns' defaults, for a company row that cannot be read. */
export const DEFAULT_MOTION_TIMEOUTS: MotionTimeouts = {
  idleMinutes: 5,
  parkMinutes: 10,
  offlineMinutes: 60,
};

export interface MotionInput {
  speedKmh: number;
  /** null when the device does not report ignition (phones): treated as engine off */
  ignition: boolean | null | undefined;
  /** when the vehicle stopped moving, or null while it moves */
  stoppedSince: Date | null;
  fixTime: Date;
}

export interface MotionState {
  motionStatus: MotionStatus;
  stoppedSince: Date | null;
}

/**
 * The motion status after a new position. A short stop (a traffic light) keeps the vehicle
 * "moving"; standing still past the idle timeout with the engine on makes it idle, past the park
 * timeout with the engine off makes it parked.
 */
export function nextMotionState(input: MotionInput, timeouts: MotionTimeouts): MotionState {
  if (input.speedKmh >= MOVING_SPEED_KMH) return { motionStatus: "moving", stoppedSince: null };
  const stoppedSince = input.stoppedSince ?? input.fixTime;
  const stoppedMinutes = (input.fixTime.getTime() - stoppedSince.getTime()) / 60_000;
  if (input.ignition === true) {
    return { motionStatus: stoppedMinutes >= timeouts.idleMinutes ? "idle" : "moving", stoppedSince };
  }
  return { motionStatus: stoppedMinutes >= timeouts.parkMinutes ? "parked" : "moving", stoppedSince };
}
