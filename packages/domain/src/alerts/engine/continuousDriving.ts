import { MOVING_SPEED_KMH } from "../../tracking/motionStatus.js";
import { joinAlertData } from "./alertData.js";
import type { ConditionStep } from "./engineTypes.js";

/** A stop at least this long is a rest: it ends the driving stint. */
export const DRIVING_REST_SECONDS = 15 * 60;

export interface DrivingState {
  k: "driving";
  /** epoch ms the stint started */
  since: number | null;
  /** epoch ms the current stop started */
  stoppedSince: number | null;
  raised: boolean;
}

/**
 * Continuous driving (117): a stint starts when the vehicle moves and lasts through stops shorter than
 * DRIVING_REST_SECONDS; it raises once when it reaches `triggerSeconds`. A rest ends the stint (and its episode).
 */
export function stepContinuousDriving(
  previous: DrivingState | undefined,
  time: number,
  speed: number,
  triggerSeconds: number,
  gate: boolean,
): ConditionStep<DrivingState | undefined> {
  const state = previous ?? { k: "driving", since: null, stoppedSince: null, raised: false };
  if (speed < MOVING_SPEED_KMH) {
    if (state.since === null) return { state: undefined, episode: null };
    const stoppedSince = state.stoppedSince ?? time;
    if ((time - stoppedSince) / 1000 >= DRIVING_REST_SECONDS) return { state: undefined, episode: null };
    return { state: { ...state, stoppedSince }, episode: null };
  }
  const since = state.since ?? time;
  const drivingSeconds = (time - since) / 1000;
  const raiseNow = !state.raised && gate && drivingSeconds >= triggerSeconds;
  return {
    state: { k: "driving", since, stoppedSince: null, raised: state.raised || raiseNow },
    episode: raiseNow
      ? {
          alertData: joinAlertData(Math.round(drivingSeconds), triggerSeconds),
          alertTrigger: String(Math.round(drivingSeconds)),
          alertFlag: "S",
          geofenceIds: [],
        }
      : null,
  };
}
