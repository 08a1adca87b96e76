/** One fuel-level reading already in litres (see `litresFromSensor`), with the motion it was read in. */
export interface FuelSample {
  /** epoch milliseconds */
  time: number;
  litres: number;
  speedKmh: number;
  /** null when the device does not report ignition: treated as on (idle consumption allowed) */
  ignition?: boolean | null | undefined;
}

export type FuelEventKind = "refuel" | "drain";

/** An event found overlapping a stored one of its kind within this margin is that event (the window moved). */
export const SAME_FUEL_EVENT_MS = 15 * 60_000;

export interface FuelEvent {
  kind: FuelEventKind;
  /** epoch milliseconds of the last reading before the change and the first one after it */
  startTime: number;
  endTime: number;
  /** litres added or lost, always positive; for a drain while driving the loss beyond what driving can burn */
  litres: number;
  levelBefore: number;
  levelAfter: number;
  whileParked: boolean;
}

export interface FuelDetectionOptions {
  /** smaller changes are not events */
  minVolumeLitres: number;
  /** below this the vehicle is still */
  stillSpeedKmh: number;
  /** a still run this long (and at least two readings) is a stop whose level can be trusted */
  minStopMs: number;
  /** readings in the running median (odd): removes spikes and sloshing without blurring a step */
  medianWindow: number;
  /** readings that estimate the level before and after a change */
  levelReadings: number;
  /** consumption allowed while still with the engine on (idling, air conditioning in a parked cab) */
  idleLitresPerHour: number;
  /** the most a vehicle can burn driving; a larger drop between two stops is a drain while driving */
  maxDrivingLitresPer100Km: number;
}

export const DEFAULT_FUEL_DETECTION: FuelDetectionOptions = {
  minVolumeLitres: 15,
  stillSpeedKmh: 3,
  minStopMs: 3 * 60_000,
  medianWindow: 5,
  levelReadings: 5,
  idleLitresPerHour: 4,
  maxDrivingLitresPer100Km: 60,
};

const HOUR_MS = 3_600_000;

/** The running median of `values` over `window` readings (shrinking at the ends). */
export function runningMedian(values: readonly number[], window: number): number[] {
  const half = Math.max(0, Math.floor(window / 2));
  return values.map((_, i) =>
    median(values.slice(Math.max(0, i - half), Math.min(values.length, i + half + 1))),
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

interface Stop {
  /** index of the stop's first and last reading in the series */
  first: number;
  last: number;
  samples: FuelSample[];
  /** the median-filtered level of each reading */
  level: number[];
  events: FuelEvent[];
  entryLevel: number;
  exitLevel: number;
}

/**
 * Refuels and drains in a fuel-level series. Levels are trusted only while the vehicle stands still: driving makes
 * the fuel slosh and slopes tilt the sensor, so a running median over each stop's readings gives its level, and a
 * change inside a stop is found by a cumulative sum of the level's steps (for drains, net of the idle consumption
 * the engine may burn). Between two stops the levels are compared against what the distance driven can burn. Each
 * candidate's volume is the difference of the medians before and after it, and must reach `minVolumeLitres`.
 */
export function detectFuelEvents(
  series: readonly FuelSample[],
  options: Partial<FuelDetectionOptions> = {},
): FuelEvent[] {
  const o = { ...DEFAULT_FUEL_DETECTION, ...options };
  const samples = series
    .filter((s) => Number.isFinite(s.time) && Number.isFinite(s.litres) && Number.isFinite(s.speedKmh))
    .sort((a, b) => a.time - b.time);
  const stops = findStops(samples, o).map(([first, last]) => analyseStop(samples, first, last, o));
  const events = stops.flatMap((stop) => stop.events);
  for (let i = 1; i < stops.length; i++) {
    const event = drivingEvent(samples, stops[i - 1] as Stop, stops[i] as Stop, o);
    if (event) events.push(event);
  }
  // the level around a change in the series' first or last readings is a median of fewer readings than the window
  // (two spikes in a row at an edge look like a drain): it is not settled until readings around it come
  const half = Math.ceil(o.medianWindow / 2);
  const settledFrom = samples[half]?.time ?? Number.POSITIVE_INFINITY;
  const settledBy = samples[samples.length - 1 - half]?.time ?? Number.NEGATIVE_INFINITY;
  return events
    .filter((event) => event.startTime >= settledFrom && event.endTime <= settledBy)
    .sort((a, b) => a.startTime - b.startTime);
}

/** Index ranges [first, last] of the still runs long enough to be stops. */
function findStops(samples: readonly FuelSample[], o: FuelDetectionOptions): [number, number][] {
  const stops: [number, number][] = [];
  let first = -1;
  const close = (last: number) => {
    if (
      first >= 0 &&
      last > first &&
      (samples[last] as FuelSample).time - (samples[first] as FuelSample).time >= o.minStopMs
    )
      stops.push([first, last]);
    first = -1;
  };
  samples.forEach((sample, i) => {
    if (sample.speedKmh >= o.stillSpeedKmh) close(i - 1);
    else if (first < 0) first = i;
  });
  close(samples.length - 1);
  return stops;
}

function analyseStop(
  series: readonly FuelSample[],
  first: number,
  last: number,
  o: FuelDetectionOptions,
): Stop {
  const samples = series.slice(first, last + 1);
  const level = runningMedian(
    samples.map((s) => s.litres),
    o.medianWindow,
  );
  const events = [...stepsIn(samples, level, "refuel", o), ...stepsIn(samples, level, "drain", o)].sort(
    (a, b) => a.startTime - b.startTime,
  );
  const firstStart = events.length
    ? samples.findIndex((s) => s.time === events[0]?.startTime)
    : level.length - 1;
  const lastEnd = events.length ? samples.findIndex((s) => s.time === events[events.length - 1]?.endTime) : 0;
  return {
    first,
    last,
    samples,
    level,
    events,
    entryLevel: median(level.slice(Math.max(0, firstStart - o.levelReadings + 1), firstStart + 1)),
    exitLevel: median(level.slice(lastEnd, lastEnd + o.levelReadings)),
  };
}

/** Idle consumption allowed between readings `from` and `to` of a stop (none with the ignition off). */
function idleAllowance(
  samples: readonly FuelSample[],
  from: number,
  to: number,
  o: FuelDetectionOptions,
): number {
  let litres = 0;
  for (let k = from + 1; k <= to; k++) {
    const sample = samples[k] as FuelSample;
    if (sample.ignition !== false)
      litres += (o.idleLitresPerHour * (sample.time - (samples[k - 1] as FuelSample).time)) / HOUR_MS;
  }
  return litres;
}

/** Rises (refuel) or falls (drain) of a stop's filtered level, by a cumulative sum with hysteresis. */
function stepsIn(
  samples: readonly FuelSample[],
  level: readonly number[],
  kind: FuelEventKind,
  o: FuelDetectionOptions,
): FuelEvent[] {
  const sign = kind === "refuel" ? 1 : -1;
  const candidate = o.minVolumeLitres / 2;
  const events: FuelEvent[] = [];
  let sum = 0;
  let start = 0;
  let best = 0;
  let bestEnd = 0;
  const emit = () => {
    if (best >= candidate) {
      const event = measureStep(samples, level, start, bestEnd, kind, o);
      if (event) events.push(event);
    }
  };
  for (let k = 1; k < level.length; k++) {
    if (sum === 0) start = k - 1;
    const step = sign * ((level[k] as number) - (level[k - 1] as number));
    const allowance = kind === "drain" ? idleAllowance(samples, k - 1, k, o) : 0;
    sum = Math.max(0, sum + step - allowance);
    if (sum > best) {
      best = sum;
      bestEnd = k;
    }
    if (sum === 0 || best - sum > candidate) {
      emit();
      if (best >= candidate) k = bestEnd;
      sum = 0;
      best = 0;
    }
  }
  emit();
  return events;
}

function measureStep(
  samples: readonly FuelSample[],
  level: readonly number[],
  from: number,
  to: number,
  kind: FuelEventKind,
  o: FuelDetectionOptions,
): FuelEvent | null {
  const rough = (level[to] as number) - (level[from] as number);
  // the cumulative sum may start early on noise: the change starts at the last reading within a tenth of it
  let start = from;
  while (
    start < to &&
    Math.abs((level[start + 1] as number) - (level[from] as number)) < Math.abs(rough) / 10
  )
    start++;
  let end = to;
  while (end > start && Math.abs((level[to] as number) - (level[end - 1] as number)) < Math.abs(rough) / 10)
    end--;
  const levelBefore = median(level.slice(Math.max(0, start - o.levelReadings + 1), start + 1));
  const levelAfter = median(level.slice(end, end + o.levelReadings));
  const litres = kind === "refuel" ? levelAfter - levelBefore : levelBefore - levelAfter;
  if (litres < o.minVolumeLitres) return null;
  if (kind === "drain" && litres < 2 * idleAllowance(samples, start, end, o)) return null;
  return {
    kind,
    startTime: (samples[start] as FuelSample).time,
    endTime: (samples[end] as FuelSample).time,
    litres: round1(litres),
    levelBefore: round1(levelBefore),
    levelAfter: round1(levelAfter),
    whileParked: true,
  };
}

/** A change between two stops beyond what driving between them explains. */
function drivingEvent(
  samples: readonly FuelSample[],
  from: Stop,
  to: Stop,
  o: FuelDetectionOptions,
): FuelEvent | null {
  const leave = from.samples[from.samples.length - 1] as FuelSample;
  const arrive = to.samples[0] as FuelSample;
  const change = to.entryLevel - from.exitLevel;
  const base = {
    startTime: leave.time,
    endTime: arrive.time,
    levelBefore: round1(from.exitLevel),
    levelAfter: round1(to.entryLevel),
    whileParked: false,
  };
  if (change >= o.minVolumeLitres) return { kind: "refuel", litres: round1(change), ...base };
  const burnable =
    (drivenKm(samples, from.last, to.first) * o.maxDrivingLitresPer100Km) / 100 +
    (o.idleLitresPerHour * (arrive.time - leave.time)) / HOUR_MS;
  const unexplained = -change - burnable;
  return unexplained >= o.minVolumeLitres ? { kind: "drain", litres: round1(unexplained), ...base } : null;
}

/** Kilometres driven between readings `from` and `to`, from the reported speeds. */
function drivenKm(samples: readonly FuelSample[], from: number, to: number): number {
  let km = 0;
  for (let k = from + 1; k <= to; k++) {
    const a = samples[k - 1] as FuelSample;
    const b = samples[k] as FuelSample;
    km += (((a.speedKmh + b.speedKmh) / 2) * (b.time - a.time)) / HOUR_MS;
  }
  return km;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
