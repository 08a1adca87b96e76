/** A stop of a trip as the leg rule reads it: its place in the trip and when the vehicle left it. */
export interface LegStop {
  sequence: number;
  departure: Date | null;
}

/** A stretch of driving the activity rollup stored. */
export interface DrivingRun {
  start: Date;
  end: Date;
  distanceMeters: number;
}

/**
 * When the leg to a drop began: the vehicle's departure from the trip's closest earlier stop that it left, else the
 * trip's start. Null when neither is known (the drop's distance is then not measured from the track).
 */
export function legStart(
  stops: readonly LegStop[],
  dropSequence: number,
  tripStartedOn: Date | null,
): Date | null {
  let previous: LegStop | null = null;
  for (const stop of stops)
    if (
      stop.sequence < dropSequence &&
      stop.departure !== null &&
      (previous === null || stop.sequence > previous.sequence)
    )
      previous = stop;
  return previous?.departure ?? tripStartedOn;
}

/**
 * Kilometres driven between `from` and `to`: each run's distance, in the share of its time inside the window (a run
 * crossing a stop's recorded departure or arrival counts for the part on this side of it).
 */
export function drivenKmBetween(runs: readonly DrivingRun[], from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let meters = 0;
  for (const run of runs) {
    const runStart = run.start.getTime();
    const runEnd = run.end.getTime();
    const inside = Math.min(end, runEnd) - Math.max(start, runStart);
    if (inside <= 0 || !(run.distanceMeters > 0)) continue;
    meters += runEnd > runStart ? (run.distanceMeters * inside) / (runEnd - runStart) : 0;
  }
  return meters / 1000;
}
