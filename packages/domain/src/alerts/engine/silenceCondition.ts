import { MOVING_SPEED_KMH } from "../../tracking/motionStatus.js";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { joinAlertData } from "./alertData.js";
import type { ConditionStep, EngineSnapshot } from "./engineTypes.js";

export interface SilenceState {
  k: "silence";
  /** the episode raised; it ends with a newer packet (offline, no data) or with movement (not moved) */
  raised: boolean;
  /** epoch ms of the last packet when it raised */
  packet: number;
}

/** Codes the scheduled check raises: nothing arrives to raise them. */
export const SILENCE_ALERT_CODES: readonly number[] = [
  ALERT_CODE.offline,
  ALERT_CODE.notMovedForDays,
  ALERT_CODE.noDataForDays,
];

/** How long (ms) the vehicle has been in the silence condition of `alertCode` at `now`, or null when it is not. */
function silentFor(alertCode: number, snapshot: EngineSnapshot, now: number): number | null {
  if (alertCode === ALERT_CODE.notMovedForDays) {
    if (snapshot.stoppedSince === null || snapshot.speed >= MOVING_SPEED_KMH) return null;
    return now - snapshot.stoppedSince;
  }
  return now - snapshot.lastPacket;
}

/**
 * Scheduled check of offline (5, seconds), not moved for days (15, minutes) and no data for days (16, minutes):
 * raises once when the vehicle has been silent (or still) for `thresholdSeconds` at `now`.
 */
export function checkSilence(
  previous: SilenceState | undefined,
  alertCode: number,
  snapshot: EngineSnapshot,
  now: number,
  thresholdSeconds: number,
  gate: boolean,
): ConditionStep<SilenceState | undefined> {
  if (previous?.raised) return { state: previous, episode: null };
  const ms = silentFor(alertCode, snapshot, now);
  if (ms === null || ms / 1000 < thresholdSeconds || !gate) return { state: previous, episode: null };
  const inMinutes = alertCode !== ALERT_CODE.offline;
  const measure = inMinutes ? Math.floor(ms / 60_000) : Math.floor(ms / 1000);
  return {
    state: { k: "silence", raised: true, packet: snapshot.lastPacket },
    episode: {
      alertData: joinAlertData(measure, inMinutes ? thresholdSeconds / 60 : thresholdSeconds),
      alertTrigger: String(measure),
      alertFlag: "S",
      geofenceIds: [],
    },
  };
}

/** A position ends a silence episode: a newer packet (offline, no data) or movement (not moved). */
export function endSilence(
  previous: SilenceState | undefined,
  alertCode: number,
  sample: { lastPacket: number; speed: number },
): SilenceState | undefined {
  if (!previous?.raised) return previous;
  const ended =
    alertCode === ALERT_CODE.notMovedForDays
      ? sample.speed >= MOVING_SPEED_KMH
      : sample.lastPacket > previous.packet;
  return ended ? undefined : previous;
}
