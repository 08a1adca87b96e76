import { alertCodeOfAlarm } from "./alarmAlertCodes.js";
import { joinAlertData } from "./alertData.js";
import type { ConditionStep } from "./engineTypes.js";

/** The same alarm again within this many seconds is the same event (devices resend until acknowledged). */
export const ALARM_REPEAT_SECONDS = 60;

export interface AlarmState {
  k: "alarm";
  /** epoch ms the alarm was last seen */
  at: number;
}

/** A device alarm (SOS, power cut, harsh driving, DMS/ADAS events) mapped to the rule's code: one alert per event. */
export function stepDeviceAlarm(
  previous: AlarmState | undefined,
  alertCode: number,
  sample: { time: number; alarm: string | null; speed: number },
  gate: boolean,
): ConditionStep<AlarmState | undefined> {
  if (!sample.alarm || alertCodeOfAlarm(sample.alarm) !== alertCode)
    return { state: previous, episode: null };
  const repeat = previous !== undefined && (sample.time - previous.at) / 1000 < ALARM_REPEAT_SECONDS;
  const state: AlarmState = { k: "alarm", at: Math.max(sample.time, previous?.at ?? 0) };
  if (repeat || !gate) return { state, episode: null };
  return {
    state,
    episode: {
      alertData: joinAlertData(sample.alarm, sample.speed),
      alertTrigger: sample.alarm,
      alertFlag: "E",
      geofenceIds: [],
    },
  };
}
