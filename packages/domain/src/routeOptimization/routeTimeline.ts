/** What a vehicle does during a stretch of its day: driving, waiting for a window to open, or serving a stop. */
export type TimelineBlockKind = "travel" | "wait" | "service";

export interface TimelineBlock {
  kind: TimelineBlockKind;
  /** ms since the epoch */
  start: number;
  end: number;
  /** index of the stop the block leads to or serves; null for the drive back to the depot */
  stop: number | null;
}

/** A planned stop's times (ms since the epoch); windowStart null when the window is open at its start. */
export interface TimelineStop {
  arrival: number;
  departure: number;
  windowStart: number | null;
}

/**
 * A route's day as consecutive blocks from the shift's start to its return at the depot: a drive to each stop, a
 * wait when it arrives before its window opens, its service, and the drive back. Empty for a route without stops.
 */
export function routeTimeline(
  shiftStart: number,
  stops: readonly TimelineStop[],
  returnAt: number | null,
): TimelineBlock[] {
  const blocks: TimelineBlock[] = [];
  const push = (kind: TimelineBlockKind, start: number, end: number, stop: number | null) => {
    if (end > start) blocks.push({ kind, start, end, stop });
  };
  let time = shiftStart;
  stops.forEach((stop, index) => {
    push("travel", time, stop.arrival, index);
    const serviceStart = Math.max(stop.arrival, stop.windowStart ?? stop.arrival);
    push("wait", stop.arrival, serviceStart, index);
    push("service", serviceStart, stop.departure, index);
    time = Math.max(time, stop.departure);
  });
  if (stops.length > 0 && returnAt !== null) push("travel", time, returnAt, null);
  return blocks;
}
