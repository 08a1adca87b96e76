/** A condition that must hold for a while (overspeed, temperature, idle, parking, continuous driving). */
export interface HeldState {
  k: "held";
  /** epoch ms the episode started, null when there is none */
  since: number | null;
  /** the episode already raised its alert */
  raised: boolean;
  /** epoch ms the value fell back under the threshold (but not past the margin) */
  backSince: number | null;
  /** the most extreme value of the episode */
  peak: number;
  /** epoch ms of the episode's latest sample */
  last?: number;
}

export interface HeldInput {
  /** the condition holds now */
  active: boolean;
  /** the value is past the hysteresis margin: the episode ends at once */
  clearedPastMargin: boolean;
  /** the measured value (speed, temperature, seconds) */
  value: number;
  /** true when a higher value is more extreme (overspeed, high temperature) */
  higherIsWorse: boolean;
  /** seconds the condition must hold before the alert */
  minSeconds: number;
  /** seconds back under the threshold that also end the episode */
  clearAfterSeconds: number;
  /** a silence longer than this (seconds) ends the episode: the next sample starts a new one */
  maxGapSeconds?: number;
}

export interface HeldStep {
  state: HeldState;
  /** set once per episode, when it has held minSeconds */
  raised: { durationSeconds: number; peak: number } | null;
}

export const emptyHeld = (): HeldState => ({
  k: "held",
  since: null,
  raised: false,
  backSince: null,
  peak: 0,
});

/**
 * One sample of a held condition with hysteresis. An episode starts when the condition holds, raises once when it
 * has held `minSeconds`, and ends only when the value is past the margin or has stayed back under the threshold
 * for `clearAfterSeconds`; short dips neither end it nor start a new one. A data gap longer than `maxGapSeconds`
 * also ends it (a vehicle speeding again an hour later is a new episode).
 */
export function stepHeld(previous: HeldState | undefined, time: number, input: HeldInput): HeldStep {
  // only conditions with a gap limit remember the last sample (idle/parking would write their state every check)
  const last = input.maxGapSeconds !== undefined ? { last: time } : {};
  const gap = previous?.last !== undefined ? (time - previous.last) / 1000 : 0;
  const state = previous && gap <= (input.maxGapSeconds ?? Number.POSITIVE_INFINITY) ? previous : emptyHeld();
  if (input.active) {
    const since = state.since ?? time;
    const peak =
      state.since === null
        ? input.value
        : input.higherIsWorse
          ? Math.max(state.peak, input.value)
          : Math.min(state.peak, input.value);
    const durationSeconds = Math.max(0, (time - since) / 1000);
    const raiseNow = !state.raised && durationSeconds >= input.minSeconds;
    return {
      state: { k: "held", since, raised: state.raised || raiseNow, backSince: null, peak, ...last },
      raised: raiseNow ? { durationSeconds, peak } : null,
    };
  }
  if (state.since === null) return { state, raised: null };
  const backSince = state.backSince ?? time;
  const ended = input.clearedPastMargin || (time - backSince) / 1000 >= input.clearAfterSeconds;
  return { state: ended ? emptyHeld() : { ...state, backSince, ...last }, raised: null };
}
