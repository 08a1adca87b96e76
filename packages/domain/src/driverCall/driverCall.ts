import { canAll } from "../can.js";

/** Device types whose dashcam takes a driver call (JT/T 1078 two-way intercom). */
export const VOIP_VENDOR_TYPES: readonly string[] = ["bsj", "vss-howen"];

/** Both keys are needed to call a driver (docs/spec/alert-center-and-shell.md §6). */
export const CALL_ACCESS_KEYS = [
  "b3f-two-way-communication:read",
  "b3f-two-way-communication-all-module:read",
] as const;

export const canCallDriver = (accessKeys: readonly string[]) => canAll(accessKeys, CALL_ACCESS_KEYS);

/** Call audio: 8 kHz mono 16-bit PCM between server and browser, in frames of the spec's voip buffer (640). */
export const CALL_SAMPLE_RATE = 8000;
export const VOIP_BUFFER_SIZE = 640;

/** The logical channel 0x9101 asks the intercom on (the terminal's audio input of the cab). */
export const CALL_CHANNEL = 1;

/** A company's active-call maximum when it has not set one. */
export const DEFAULT_MAX_ACTIVE_CALLS = 3;
export const MAX_ACTIVE_CALLS_LIMIT = 50;

/** How a call ended (the call log's endReason). */
export const CALL_END_REASONS = [
  /** the operator ended it */
  "operatorEnded",
  /** the operator's page closed or lost its connection */
  "operatorDisconnected",
  /** no microphone audio from the operator for CALL_TIMING.silenceMs */
  "operatorSilent",
  /** the dashcam did not open its media stream in time */
  "noAnswer",
  "deviceDisconnected",
  /** no audio from the dashcam for CALL_TIMING.silenceMs */
  "deviceSilent",
  "maxDuration",
  "serverStopped",
  /** the instance relaying the dashcam's stream from another instance was lost */
  "relayLost",
  /** the dashcam declared (0x1003) an audio codec Armada cannot speak */
  "codecNotSupported",
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

export const CALL_TIMING = {
  /** the dashcam must dial in within this long after 0x9101 */
  answerMs: 20_000,
  silenceMs: 15_000,
  maxDurationMs: 30 * 60_000,
} as const;

/**
 * The call option of a vehicle is disabled when the company's active calls reached the maximum and this vehicle is
 * not already in a call (docs/spec/alert-center-and-shell.md §5).
 */
export function callOptionDisabled(
  activeVehicleIds: readonly number[],
  maxActiveCalls: number,
  vehicleId: number,
) {
  return activeVehicleIds.length >= maxActiveCalls && !activeVehicleIds.includes(vehicleId);
}
