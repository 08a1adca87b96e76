/** Longer than this between two fixes of a running task is a gap even while the page stayed open (GPS lost). */
export const TRACKING_GAP_MS = 2 * 60_000;

/** The gaps in the phone's positions during a task: how many, how long together, and the latest one. */
export interface TrackingGaps {
  count: number;
  totalMs: number;
  /** epoch ms of the last fix before the latest gap and of the first one after it */
  last: { from: number; to: number } | null;
}

export const NO_TRACKING_GAPS: TrackingGaps = { count: 0, totalMs: 0, last: null };

/**
 * The gaps once a fix at `fixAt` came in (epoch ms): a gap when the page was hidden since the previous fix
 * (`pausedSince`, the browser stops the phone's positions then) or when the fix came more than TRACKING_GAP_MS after
 * the previous one. It runs from the previous fix (from the pause without one) to this fix.
 */
export function gapsAfterFix(
  gaps: TrackingGaps,
  previousFixAt: number | null,
  pausedSince: number | null,
  fixAt: number,
): TrackingGaps {
  const from = previousFixAt ?? pausedSince;
  if (from === null || fixAt <= from) return gaps;
  if (pausedSince === null && fixAt - from <= TRACKING_GAP_MS) return gaps;
  return { count: gaps.count + 1, totalMs: gaps.totalMs + (fixAt - from), last: { from, to: fixAt } };
}
