import { cameraPositionOf, dashcamChannelOf, MEDIA_TIMING } from "./mediaRules.js";

/** The states of an alert's clip in the popup (docs/spec/alert-center-and-shell.md §4 Media polling status). */
export type MediaPollingStatus =
  | "loading"
  | "checking"
  | "requesting"
  | "waiting"
  | "timeout"
  | "failed"
  | "complete";

/** Why the clip failed: too old without a record, the dashcam holds no file, or the dashcam uploaded none. */
export type MediaFailure = "tooOld" | "mediaNotFound" | "noVideoDownloaded";
/** Why the clip timed out: two checks of an old alert, the dashcam is silent, or the request failed. */
export type MediaTimeout = "checksDone" | "deviceUnreachable" | "requestError";

export interface MediaPollingState {
  status: MediaPollingStatus;
  /** set in failed */
  failure?: MediaFailure;
  /** set in timeout */
  timeout?: MediaTimeout;
  /** the server's message of a request error, in the user's language */
  message?: string;
  /** the stored clip (complete) */
  clip?: { id: number; url: string };
  /** checks made since the last request */
  checks: number;
  /** waiting for 20 s or more: the popup shows the pause */
  paused: boolean;
}

/** What the popup knows of the alert whose clip it shows. */
export interface MediaAlert {
  alertCode: number;
  vehicleId: number;
  createdOn: Date;
  /** the dashcam's vendor type (bsj, vss-howen, jc, jt808...); null when unknown */
  deviceType: string | null;
}

/** A download-history entry: status S stored, W waiting, F failed. */
export interface MediaHistoryEntry {
  id: number;
  status: string;
  url: string | null;
  createdOn: Date;
}

/** The ±5 s BSJ window (CH01 road, CH03 driver) or the camera position of other vendors. */
export type UploadMediaRequest =
  | {
      bsjInput: { channel: string; startTime: Date; endTime: Date; createdOnRawAlert: Date };
    }
  | { rawAlertInput: { cameraPosition: 1 | 2; rawAlertCreatedOn: Date } };

const { fileListWindowMs, requestWindowMs } = MEDIA_TIMING;
const shifted = (date: Date, ms: number) => new Date(date.getTime() + ms);

export const isBsj = (deviceType: string | null) => deviceType === "bsj";

/** The file-list check window around the alert (±60 s). */
export const fileCheckWindow = (alert: MediaAlert) => ({
  startTime: shifted(alert.createdOn, -fileListWindowMs),
  endTime: shifted(alert.createdOn, fileListWindowMs),
});

/** The channel of the file-list update request: adas 1, dms 3; none for jc devices (they hold no list). */
export const fileListChannelOf = (alert: MediaAlert): number | null =>
  alert.deviceType === "jc" ? null : dashcamChannelOf(alert.alertCode);

/** setUploadMedia's input: BSJ by channel and a ±5 s window, other vendors by camera position. */
export function uploadMediaRequestOf(alert: MediaAlert): UploadMediaRequest | null {
  const position = cameraPositionOf(alert.alertCode);
  if (position === null) return null;
  if (isBsj(alert.deviceType)) {
    const channel = dashcamChannelOf(alert.alertCode) ?? 1;
    return {
      bsjInput: {
        channel: `CH${String(channel).padStart(2, "0")}`,
        startTime: shifted(alert.createdOn, -requestWindowMs),
        endTime: shifted(alert.createdOn, requestWindowMs),
        createdOnRawAlert: alert.createdOn,
      },
    };
  }
  return { rawAlertInput: { cameraPosition: position, rawAlertCreatedOn: alert.createdOn } };
}

/** A device that sent nothing for 10 minutes is unreachable: no request is made. */
export const isDeviceReachable = (lastReceive: Date | null, now: number) =>
  lastReceive !== null && now - lastReceive.getTime() <= MEDIA_TIMING.deviceLastReceiveLimitMs;

/**
 * What the download history says when the popup opens or polls: a stored clip completes; a waiting request is
 * checked; a failed last request failed (no video downloaded); no record fails after 3 days, else asks the dashcam.
 */
export function readHistory(
  history: readonly MediaHistoryEntry[],
  alert: MediaAlert,
  now: number,
):
  | { next: "complete"; clip: { id: number; url: string } }
  | { next: "check" }
  | { next: "request" }
  | { next: "failed"; failure: MediaFailure } {
  const stored = history.find((entry) => entry.status === "S" && entry.url);
  if (stored?.url) return { next: "complete", clip: { id: stored.id, url: stored.url } };
  const latest = history.reduce<MediaHistoryEntry | null>(
    (last, entry) => (!last || entry.createdOn > last.createdOn ? entry : last),
    null,
  );
  // a request the dashcam has not completed in time is given up (the server stops its FTP login too)
  if (latest?.status === "W" && now - latest.createdOn.getTime() < MEDIA_TIMING.uploadExpiryMs)
    return { next: "check" };
  if (latest) return { next: "failed", failure: "noVideoDownloaded" };
  if (now - alert.createdOn.getTime() > MEDIA_TIMING.failedAfterMs)
    return { next: "failed", failure: "tooOld" };
  return { next: "request" };
}

/** After a check found no clip: keep checking, then waiting (alert under 30 minutes old) or timeout. */
export function afterCheck(
  checks: number,
  alert: MediaAlert,
  now: number,
): "checking" | "waiting" | "timeout" {
  if (checks < MEDIA_TIMING.checkCount) return "checking";
  return now - alert.createdOn.getTime() < MEDIA_TIMING.ageThresholdMs ? "waiting" : "timeout";
}

/** A request error: the server's envelope said no. DeviceUnreachable is the dashcam being silent or offline. */
export class MediaRequestError extends Error {
  constructor(
    message: string,
    readonly errorName: string | null,
  ) {
    super(message);
    this.name = "MediaRequestError";
  }
}

/** The calls the polling makes (GraphQL in the web, fakes in tests). */
export interface MediaPollingEffects {
  /** findDownloadVideoHistories of the alert's vehicle and time */
  history(): Promise<MediaHistoryEntry[]>;
  /** the device's last receive (vehicleStatuses) */
  lastReceive(): Promise<Date | null>;
  /** the file-list update request */
  requestFileList(channel: number | null): Promise<void>;
  /** vehicleVideos of the ±60 s window: how many files the dashcam holds */
  fileCount(window: { startTime: Date; endTime: Date }): Promise<number>;
  /** setUploadMedia: true when Sent, false when Not Sent (no video downloaded) */
  upload(request: UploadMediaRequest): Promise<boolean>;
}

export interface MediaPolling {
  /** ask the dashcam again (timeout, or a failed request) */
  retry(): void;
  stop(): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The clip flow of one alert (docs/spec/alert-center-and-shell.md §4, §9): loading the download history; a stored clip is complete. Otherwise the
 * request: the device must have sent something in the last 10 minutes, a file-list update, 5 s, the file check
 * (±60 s), setUploadMedia; then a check every 30 s: two checks, then waiting (young alert, paused after 20 s) or
 * timeout (30 minutes or older). Every state goes to `onState`; `stop()` ends the timers.
 */
export function startMediaPolling(
  alert: MediaAlert,
  effects: MediaPollingEffects,
  onState: (state: MediaPollingState) => void,
  now: () => number = Date.now,
): MediaPolling {
  let run = new AbortController();
  let state: MediaPollingState = { status: "loading", checks: 0, paused: false };
  const set = (signal: AbortSignal, next: Partial<MediaPollingState> & { status: MediaPollingStatus }) => {
    if (signal.aborted) return;
    state = { checks: state.checks, paused: false, ...next };
    onState(state);
  };

  async function request(signal: AbortSignal) {
    set(signal, { status: "requesting", checks: 0 });
    if (!isDeviceReachable(await effects.lastReceive(), now()))
      return set(signal, { status: "timeout", timeout: "deviceUnreachable" });
    await effects.requestFileList(fileListChannelOf(alert));
    await sleep(MEDIA_TIMING.afterFileListMs, signal);
    if (signal.aborted) return;
    const upload = uploadMediaRequestOf(alert);
    if (!upload || (await effects.fileCount(fileCheckWindow(alert))) === 0)
      return set(signal, { status: "failed", failure: "mediaNotFound" });
    if (!(await effects.upload(upload)))
      return set(signal, { status: "failed", failure: "noVideoDownloaded" });
    await check(signal);
  }

  async function check(signal: AbortSignal) {
    set(signal, { status: "checking" });
    for (;;) {
      await sleep(MEDIA_TIMING.pollIntervalMs, signal);
      if (signal.aborted) return;
      const found = readHistory(await effects.history(), alert, now());
      if (found.next === "complete") return set(signal, { status: "complete", clip: found.clip });
      if (found.next === "failed") return set(signal, { status: "failed", failure: found.failure });
      const checks = state.checks + 1;
      const next = afterCheck(checks, alert, now());
      if (next === "timeout") return set(signal, { status: "timeout", timeout: "checksDone", checks });
      if (next === "waiting" && state.status !== "waiting") {
        set(signal, { status: "waiting", checks });
        void sleep(MEDIA_TIMING.waitPauseMs, signal).then(() => {
          if (state.status === "waiting") set(signal, { status: "waiting", paused: true });
        });
      } else {
        state = { ...state, checks };
      }
    }
  }

  async function go(signal: AbortSignal, first: "history" | "request") {
    try {
      if (first === "request") return await request(signal);
      set(signal, { status: "loading", checks: 0 });
      const found = readHistory(await effects.history(), alert, now());
      if (found.next === "complete") return set(signal, { status: "complete", clip: found.clip });
      if (found.next === "failed") return set(signal, { status: "failed", failure: found.failure });
      if (found.next === "check") return await check(signal);
      await request(signal);
    } catch (error) {
      const unreachable = error instanceof MediaRequestError && error.errorName === "DeviceUnreachable";
      set(signal, {
        status: "timeout",
        timeout: unreachable ? "deviceUnreachable" : "requestError",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  void go(run.signal, "history");
  return {
    retry() {
      run.abort();
      run = new AbortController();
      void go(run.signal, "request");
    },
    stop() {
      run.abort();
    },
  };
}
