/**
 * One track from two devices on one vehicle (a GPS tracker and a dashcam). The tracker is the primary: its fixes
 * make the track. The dashcam (secondary) takes over only once the primary has sent no valid fix for `takeoverMs`
 * (of fix time), and hands back only after the primary has sent valid fixes again for `returnMs` without a gap
 * longer than `takeoverMs`, counted from the takeover at the earliest. So the track switches device at most once per
 * `min(takeoverMs, returnMs)` of fix time, and never goes back in time: a fix at or before the last one taken is
 * not taken, whichever device sent it.
 */
export type TrackDevice = "primary" | "secondary";

export interface TrackFix {
  device: TrackDevice;
  /** fix time, ms */
  time: number;
  /** the device had a GPS fix (gpsFixed) */
  valid: boolean;
}

export interface TrackSourceState {
  /** whose fixes make the track now */
  source: TrackDevice;
  /** fix time of the last fix taken into the track */
  lastTaken: number | null;
  /** fix time of the primary's latest valid fix */
  primaryLastValid: number | null;
  /** while the secondary leads: since when the primary has been sending valid fixes again */
  primaryBackSince: number | null;
  /** fix time of the last switch */
  switchedAt: number | null;
}

export const TRACK_MERGE_TIMING = { takeoverMs: 60_000, returnMs: 30_000 } as const;

export type TrackMergeTiming = { takeoverMs: number; returnMs: number };

export const initialTrackSource = (primaryLastValid: number | null = null): TrackSourceState => ({
  source: "primary",
  lastTaken: null,
  primaryLastValid,
  primaryBackSince: null,
  switchedAt: null,
});

/** Whether `fix` goes into the track, and the state after it. */
export function nextTrackSource(
  state: TrackSourceState,
  fix: TrackFix,
  timing: TrackMergeTiming = TRACK_MERGE_TIMING,
): { take: boolean; state: TrackSourceState } {
  const next = { ...state };
  if (fix.device === "primary") {
    if (fix.valid) {
      const gap = next.primaryLastValid === null || fix.time - next.primaryLastValid > timing.takeoverMs;
      if (next.source === "secondary" && (next.primaryBackSince === null || gap))
        next.primaryBackSince = Math.max(fix.time, next.switchedAt ?? fix.time);
      next.primaryLastValid = Math.max(fix.time, next.primaryLastValid ?? fix.time);
      if (
        next.source === "secondary" &&
        next.primaryBackSince !== null &&
        fix.time - next.primaryBackSince >= timing.returnMs
      ) {
        next.source = "primary";
        next.primaryBackSince = null;
        next.switchedAt = fix.time;
      }
    } else next.primaryBackSince = null;
  } else if (fix.valid && next.source === "primary") {
    if (next.primaryLastValid === null || fix.time - next.primaryLastValid > timing.takeoverMs) {
      next.source = "secondary";
      next.primaryBackSince = null;
      next.switchedAt = fix.time;
    }
  }
  const take =
    next.source === fix.device &&
    (fix.valid || fix.device === "primary") &&
    (next.lastTaken === null || fix.time > next.lastTaken);
  if (take) next.lastTaken = fix.time;
  return { take, state: next };
}

/**
 * The state before `fix` of a vehicle whose state may not be known yet: the tracker gets one takeover period (of fix
 * time) from the first fix seen, whichever device sent it, before the dashcam fills in.
 */
export const trackSourceBefore = (state: TrackSourceState | undefined, fix: TrackFix): TrackSourceState =>
  state ?? initialTrackSource(fix.time);

/**
 * The state after a fix the other device sent to another server instance (which decided whether it went into the
 * track): applied here so that the fixes this instance decides get the decision one instance seeing both devices
 * would make. Fixes heard in the order they were decided give the same decisions as one instance.
 */
export function observeTrackFix(
  state: TrackSourceState | undefined,
  fix: TrackFix,
  timing: TrackMergeTiming = TRACK_MERGE_TIMING,
): TrackSourceState {
  return nextTrackSource(trackSourceBefore(state, fix), fix, timing).state;
}
