import { type BehaviourCounts, DRIVER_BEHAVIOURS, type DriverBehaviour } from "./driverBehaviours.js";

/** The company's driver-score settings (Setting › Driver score): base score, costs and grade minimums. */
export interface DriverScoreSettings {
  dsBase: number;
  dsCostAccel: number;
  dsCostBrake: number;
  dsCostSharpturn: number;
  dsCostOverspeed: number;
  dsMinScoreA: number;
  dsMinScoreB: number;
  dsMinScoreC: number;
  dsMinScoreD: number;
}

/** Points one event costs per 100 km for the behaviours the company settings do not price. */
export const DEFAULT_BEHAVIOUR_COST: Readonly<Record<DriverBehaviour, number>> = {
  harshAccel: 1,
  harshBrake: 1,
  sharpturn: 1,
  overspeed: 1,
  exceededParkingTime: 0.5,
  exceededIdleTime: 0.5,
  yawn: 1,
  distraction: 2,
  smoking: 1,
  phoneCalling: 3,
  eyeClosed: 3,
  missingFace: 1,
};

/** Distance rates are per this many kilometres. */
export const SCORE_DISTANCE_UNIT_KM = 100;

/**
 * A period shorter than this is scored as if this far was driven: a driver with one harsh brake in 2 km is not
 * rated as 50 brakes per 100 km.
 */
export const MIN_SCORED_DISTANCE_KM = 20;

export type DriverGrade = "A" | "B" | "C" | "D" | "E";

export interface BehaviourScore {
  total: number;
  score: number;
}

export interface DriverScoreResult {
  behaviours: Readonly<Record<DriverBehaviour, BehaviourScore>>;
  totalAlert: number;
  score: number;
  finalGrade: DriverGrade;
}

export const behaviourCost = (behaviour: DriverBehaviour, settings: DriverScoreSettings): number => {
  switch (behaviour) {
    case "harshAccel":
      return settings.dsCostAccel;
    case "harshBrake":
      return settings.dsCostBrake;
    case "sharpturn":
      return settings.dsCostSharpturn;
    case "overspeed":
      return settings.dsCostOverspeed;
    default:
      return DEFAULT_BEHAVIOUR_COST[behaviour];
  }
};

/** Events per 100 km of `distanceKm` (at least MIN_SCORED_DISTANCE_KM). */
export const eventsPerUnitDistance = (events: number, distanceKm: number): number =>
  (events * SCORE_DISTANCE_UNIT_KM) / Math.max(distanceKm, MIN_SCORED_DISTANCE_KM);

const round1 = (value: number) => Math.round(value * 10) / 10;
const clampScore = (value: number, base: number) => Math.min(base, Math.max(0, value));

/** A, B, C or D by the company's minimums (A > B > C > D); E below D's minimum. */
export function gradeOf(score: number, settings: DriverScoreSettings): DriverGrade {
  if (score >= settings.dsMinScoreA) return "A";
  if (score >= settings.dsMinScoreB) return "B";
  if (score >= settings.dsMinScoreC) return "C";
  if (score >= settings.dsMinScoreD) return "D";
  return "E";
}

/**
 * A driver's score for a period: the base score minus, for each behaviour, its cost times its events per 100 km
 * driven (normalised, so driving more is not punished), kept within 0..base and rounded to 0.1. Each behaviour's own
 * score is the base minus that behaviour's part alone.
 */
export function scoreDriver(
  counts: BehaviourCounts,
  distanceKm: number,
  settings: DriverScoreSettings,
): DriverScoreResult {
  let penalty = 0;
  let totalAlert = 0;
  const behaviours = {} as Record<DriverBehaviour, BehaviourScore>;
  for (const behaviour of DRIVER_BEHAVIOURS) {
    const total = counts[behaviour];
    const part = behaviourCost(behaviour, settings) * eventsPerUnitDistance(total, distanceKm);
    penalty += part;
    totalAlert += total;
    behaviours[behaviour] = { total, score: round1(clampScore(settings.dsBase - part, settings.dsBase)) };
  }
  const score = round1(clampScore(settings.dsBase - penalty, settings.dsBase));
  return { behaviours, totalAlert, score, finalGrade: gradeOf(score, settings) };
}

export interface ScoredDriver {
  driverId: number;
  score: number;
}

/** Average score (0.1) and its grade over the scored drivers; null without any. */
export function averageScore(
  drivers: readonly ScoredDriver[],
  settings: DriverScoreSettings,
): { averageScore: number; averageFinalGrade: DriverGrade } | null {
  if (drivers.length === 0) return null;
  const average = round1(drivers.reduce((sum, driver) => sum + driver.score, 0) / drivers.length);
  return { averageScore: average, averageFinalGrade: gradeOf(average, settings) };
}

/** The best `count` (highest score first) and the lowest `count` (lowest first); ties by driver id. */
export function rankDrivers<T extends ScoredDriver>(
  drivers: readonly T[],
  count = 10,
): { top: T[]; lowest: T[] } {
  const best = [...drivers].sort((a, b) => b.score - a.score || a.driverId - b.driverId);
  const worst = [...drivers].sort((a, b) => a.score - b.score || a.driverId - b.driverId);
  return { top: best.slice(0, count), lowest: worst.slice(0, count) };
}
