import type { AccessKey } from "../accessKeys.js";
import { ADAS_ALERT_CODES, DMS_ALERT_CODES } from "../alerts/alertCodeNumbers.js";

/** Watching, downloading and requesting dashcam clips (docs/spec/alert-center-and-shell.md §6 b3i-menu-media). */
export const MEDIA_ACCESS_KEY = "b3i-menu-media:read" satisfies AccessKey;

/** The video timings of the alert loop (docs/spec/alert-center-and-shell.md §9). */
export const MEDIA_TIMING = {
  /** a device that sent nothing for this long is unreachable: no request is made */
  deviceLastReceiveLimitMs: 10 * 60_000,
  /** the clip window of a dashcam request around the alert time (BSJ: ±5 s) */
  requestWindowMs: 5_000,
  /** the window of the file-list check around the alert time */
  fileListWindowMs: 60_000,
  /** wait after a file-list update request before asking for the video */
  afterFileListMs: 5_000,
  /** polling interval of an alert's media */
  pollIntervalMs: 30_000,
  /** checks before an alert's media is given up as waiting or timed out */
  checkCount: 2,
  /** alerts at least this old time out after the checks; younger ones keep waiting */
  ageThresholdMs: 30 * 60_000,
  /** alerts older than this without any record fail */
  failedAfterMs: 3 * 24 * 3_600_000,
  /** after this much waiting a pause is shown */
  waitPauseMs: 20_000,
  /** a clip request the dashcam has not completed by then is given up: its login stops working, a new one may be made */
  uploadExpiryMs: 15 * 60_000,
} as const;

/** The dashcam channel of an alert's clip: BSJ wiring, CH01 the road (ADAS), CH03 the driver (DMS). */
export function dashcamChannelOf(alertCode: number): number | null {
  if (ADAS_ALERT_CODES.includes(alertCode)) return 1;
  if (DMS_ALERT_CODES.includes(alertCode)) return 3;
  return null;
}

/** The camera position of an alert's clip for other vendors: 1 ADAS (road), 2 DMS (driver). */
export function cameraPositionOf(alertCode: number): 1 | 2 | null {
  if (ADAS_ALERT_CODES.includes(alertCode)) return 1;
  if (DMS_ALERT_CODES.includes(alertCode)) return 2;
  return null;
}

/** Camera position (1 road, 2 driver) → the dashcam channel it is wired to. */
export const channelOfCameraPosition = (position: number) => (position === 2 ? 3 : 1);
