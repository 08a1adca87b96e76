import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import { DEFAULT_DETOUR_FACTOR, DEFAULT_SPEED_KMH, type TravelMatrix } from "./travelMatrix.js";

/** One drive the fleet made (a moving run of the activity rollup): where it started and ended, km and minutes. */
export interface TravelSample {
  from: LatLng;
  to: LatLng;
  /** km driven (the odometer's or the fixes' sum), not the straight line */
  km: number;
  minutes: number;
  /** hour of day (0–23) the drive started, in the company's zone */
  hour: number;
}

/** How the company's vehicles drive, learned from their recent drives, with the defaults where history is thin. */
export interface LearnedTravel {
  /** driven km over straight-line km: the median over usable drives, clamped to [1.05, 2.5] */
  detourFactor: number;
  /** the median speed over every usable drive, km/h */
  speedKmh: number;
  /** median speed by hour of day (0–23) in the company's zone; null where the hour has too few drives */
  hourSpeeds: (number | null)[];
  /** median speed between two grid cells (either direction), keyed by `areaPairKey` */
  areaSpeeds: Record<string, number>;
  /** the drives the model was learned from (0: the defaults) */
  samples: number;
}

export const MIN_DETOUR_FACTOR = 1.05;
export const MAX_DETOUR_FACTOR = 2.5;
/** Fewer usable drives than this: the defaults (1.3, 30 km/h) stand. */
export const MIN_TRAVEL_SAMPLES = 20;
/** Drives needed for an hour of day's own speed. */
export const MIN_HOUR_SAMPLES = 8;
/** Drives needed for an area pair's own speed. */
export const MIN_AREA_SAMPLES = 5;
/** A grid cell's side in degrees: 0.05° ≈ 5.5 km at the equator (Indonesia lies within 11° of it). */
export const AREA_CELL_DEGREES = 0.05;
/** Drives shorter than this in a straight line say little about roads (a loop round the block): left out. */
const MIN_STRAIGHT_KM = 0.5;
/** Speeds outside this are a broken fix or a ferry, not a road. */
const MIN_SPEED_KMH = 3;
const MAX_SPEED_KMH = 130;
/** The traffic factor's bounds: an hour is at most this much slower or faster than the day's mean. */
export const MIN_TRAFFIC_FACTOR = 0.6;
export const MAX_TRAFFIC_FACTOR = 2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The grid cell of a point, "row:column" of `AREA_CELL_DEGREES` squares. */
export const areaCell = (point: LatLng) =>
  `${Math.floor(point.lat / AREA_CELL_DEGREES)}:${Math.floor(point.lng / AREA_CELL_DEGREES)}`;

/** The key of the area pair of two points, the same either way round. */
export const areaPairKey = (from: LatLng, to: LatLng): string => cellPairKey(areaCell(from), areaCell(to));

const cellPairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The model with no history: the planner's long-standing defaults. */
export const DEFAULT_LEARNED_TRAVEL: LearnedTravel = {
  detourFactor: DEFAULT_DETOUR_FACTOR,
  speedKmh: DEFAULT_SPEED_KMH,
  hourSpeeds: Array.from({ length: 24 }, () => null),
  areaSpeeds: {},
  samples: 0,
};

/**
 * Learns the travel model from the fleet's drives: the median detour factor (clamped to [1.05, 2.5]) and median
 * speeds overall, by hour of day and by area pair, each only where enough drives back it. Drives too short in a
 * straight line, driven shorter than the straight line, or at an impossible speed are left out. Fewer usable drives
 * than `MIN_TRAVEL_SAMPLES`: the defaults.
 */
export function learnTravel(samples: readonly TravelSample[]): LearnedTravel {
  const usable = samples.flatMap((sample) => {
    const straightKm = haversineMeters(sample.from, sample.to) / 1000;
    const speed = sample.minutes > 0 ? sample.km / (sample.minutes / 60) : Number.NaN;
    if (!(straightKm >= MIN_STRAIGHT_KM) || !(sample.km >= straightKm)) return [];
    if (!(speed >= MIN_SPEED_KMH && speed <= MAX_SPEED_KMH)) return [];
    if (!Number.isInteger(sample.hour) || sample.hour < 0 || sample.hour > 23) return [];
    return [
      { ratio: sample.km / straightKm, speed, hour: sample.hour, pair: areaPairKey(sample.from, sample.to) },
    ];
  });
  if (usable.length < MIN_TRAVEL_SAMPLES) return DEFAULT_LEARNED_TRAVEL;
  const byHour: number[][] = Array.from({ length: 24 }, () => []);
  const byPair = new Map<string, number[]>();
  for (const drive of usable) {
    byHour[drive.hour]?.push(drive.speed);
    const speeds = byPair.get(drive.pair);
    if (speeds) speeds.push(drive.speed);
    else byPair.set(drive.pair, [drive.speed]);
  }
  return {
    detourFactor: clamp(median(usable.map((d) => d.ratio)), MIN_DETOUR_FACTOR, MAX_DETOUR_FACTOR),
    speedKmh: median(usable.map((d) => d.speed)),
    hourSpeeds: byHour.map((speeds) => (speeds.length >= MIN_HOUR_SAMPLES ? median(speeds) : null)),
    areaSpeeds: Object.fromEntries(
      [...byPair]
        .filter(([, speeds]) => speeds.length >= MIN_AREA_SAMPLES)
        .map(([key, s]) => [key, median(s)]),
    ),
    samples: usable.length,
  };
}

/**
 * The speed between two points: the area pair's own where learned, else the hour's (when an hour is given), else the
 * model's overall speed.
 */
export function learnedSpeed(model: LearnedTravel, from: LatLng, to: LatLng, hour: number | null): number {
  return (
    model.areaSpeeds[areaPairKey(from, to)] ??
    (hour === null ? null : model.hourSpeeds[hour]) ??
    model.speedKmh
  );
}

/**
 * The planner's travel estimate from the learned model: great-circle distance × the learned detour factor, at the
 * area pair's learned speed (else the overall speed: the hour's traffic is applied separately, `trafficFactors`).
 * Symmetric, zero on the diagonal.
 */
export function learnedTravelMatrix(points: readonly LatLng[], model: LearnedTravel): TravelMatrix {
  const size = points.length;
  const km = new Float64Array(size * size);
  const minutes = new Float64Array(size * size);
  // each point's cell once; the pair's own speed only when the model learned any
  const cells = Object.keys(model.areaSpeeds).length > 0 ? points.map(areaCell) : null;
  const speedOf = (i: number, j: number) =>
    (cells && model.areaSpeeds[cellPairKey(cells[i] ?? "", cells[j] ?? "")]) || model.speedKmh;
  points.forEach((from, i) => {
    points.forEach((to, j) => {
      if (j <= i) return;
      const d = (haversineMeters(from, to) / 1000) * model.detourFactor;
      const t = (d / speedOf(i, j)) * 60;
      km[i * size + j] = d;
      km[j * size + i] = d;
      minutes[i * size + j] = t;
      minutes[j * size + i] = t;
    });
  });
  return { size, km, minutes };
}

/**
 * A simple profile for a fleet without enough history by hour: Indonesian city rush hours, 06–09 and 16–19, 40 %
 * slower than the rest of the day.
 */
export const DEFAULT_TRAFFIC_FACTORS: readonly number[] = Array.from({ length: 24 }, (_, hour) =>
  (hour >= 6 && hour < 9) || (hour >= 16 && hour < 19) ? 1.4 : 1,
);

/**
 * How much longer a drive takes starting in each hour of day than on the day's average: the mean of the learned
 * hour speeds over the hour's own (clamped to [0.6, 2]); 1 for an hour without its own speed. Null when fewer than
 * 6 hours have their own speed (the caller uses `DEFAULT_TRAFFIC_FACTORS` or none).
 */
export function trafficFactors(model: LearnedTravel): number[] | null {
  const known = model.hourSpeeds.filter((speed): speed is number => speed !== null && speed > 0);
  if (known.length < 6) return null;
  const mean = known.reduce((sum, speed) => sum + speed, 0) / known.length;
  return model.hourSpeeds.map((speed) =>
    speed === null || speed <= 0 ? 1 : clamp(mean / speed, MIN_TRAFFIC_FACTOR, MAX_TRAFFIC_FACTOR),
  );
}

/**
 * A leg's factor at a moment of the plan: `factors` by hour of day, `startMinute` the shift start's minute of the
 * company day (the plan's minutes count from it). For `routeTiming`'s `legFactor`.
 */
export function legFactorAt(factors: readonly number[], startMinute: number): (minute: number) => number {
  return (minute) => {
    const ofDay = (((startMinute + minute) % 1440) + 1440) % 1440;
    return factors[Math.floor(ofDay / 60)] ?? 1;
  };
}

/**
 * The one static matrix the solver searches with under traffic: the base matrix × the mean factor over the hours the
 * stops are expected to be served (each stop's window middle, the shift's middle for a stop without a window).
 */
export function scaledMatrix(matrix: TravelMatrix, factor: number): TravelMatrix {
  return { size: matrix.size, km: matrix.km, minutes: matrix.minutes.map((value) => value * factor) };
}

/** The mean of `legFactor` at the stops' expected service moments (see `scaledMatrix`). */
export function expectedTrafficFactor(
  stops: readonly { ready: number; due: number | null }[],
  shiftMinutes: number,
  legFactor: (minute: number) => number,
): number {
  if (stops.length === 0) return 1;
  const total = stops.reduce(
    (sum, stop) => sum + legFactor(stop.due === null ? shiftMinutes / 2 : (stop.ready + stop.due) / 2),
    0,
  );
  return total / stops.length;
}
