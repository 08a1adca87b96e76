/**
 * What a vehicle does during a stretch of its day: driving, waiting for a window to open, serving a stop, or the
 * driver's break.
 */
export type TimelineBlockKind = "travel" | "wait" | "service" | "break";

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

/** A driver's break on a route (ms since the epoch). */
export interface TimelineBreak {
  start: number;
  end: number;
}

/**
 * A route's day as consecutive blocks from the shift's start to its return at the depot: a drive to each stop, a
 * wait when it arrives before its window opens, its service, and the drive back. Empty for a route without stops.
 * The driver's breaks (taken before driving on, or while waiting) cut their own blocks out of the drive or wait they
 * fall in.
 */
export function routeTimeline(
  shiftStart: number,
  stops: readonly TimelineStop[],
  returnAt: number | null,
  breaks: readonly TimelineBreak[] = [],
): TimelineBlock[] {
  const blocks: TimelineBlock[] = [];
  const add = (kind: TimelineBlockKind, start: number, end: number, stop: number | null) => {
    if (end > start) blocks.push({ kind, start, end, stop });
  };
  const push = (kind: TimelineBlockKind, start: number, end: number, stop: number | null) => {
    let from = start;
    if (kind !== "service") {
      for (const rest of breaks) {
        if (rest.end <= from || rest.start >= end) continue;
        add(kind, from, rest.start, stop);
        add("break", Math.max(from, rest.start), Math.min(end, rest.end), stop);
        from = Math.min(end, rest.end);
      }
    }
    add(kind, from, end, stop);
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
