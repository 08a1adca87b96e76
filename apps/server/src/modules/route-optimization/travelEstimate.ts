import {
  type CompanyTimeZone,
  type LatLng,
  type LearnedTravel,
  learnedTravelMatrix,
  learnTravel,
  type RouteTravelSource,
  TIME_ZONE_UTC_OFFSET_MINUTES,
  type TravelMatrix,
  type TravelSample,
} from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { recentDrives } from "../reports/index.js";
import { GOOGLE_MATRIX_SIDE, googleMatrixBlock } from "./googleMatrixBlock.js";
import type { RoadRouterBlockRequest } from "./roadRouterBlock.js";
import type { RoutingConfig } from "./routingConfig.js";

/** Where a plan's travel times came from. */
export type TravelSource = RouteTravelSource;

/** The fleet history the model learns from: the last 60 days, the latest 5 000 drives at most. */
export const LEARNING_DAYS = 60;
export const LEARNING_MAX_DRIVES = 5_000;
/** A company's learned model is kept this long before it is learned again. */
export const LEARNING_CACHE_MS = 60 * 60_000;
/** Locations of one side of a road router's matrix request: 50 sources × 50 targets, ≤ 100 coordinates (OSRM's default). */
export const ROUTER_CHUNK = 50;
/** A leg a road router answers longer than this (3 days, 5 000 km) or quicker than 200 km/h on average is not believed. */
export const MAX_LEG_SECONDS = 3 * 24 * 3600;
export const MAX_LEG_METRES = 5_000_000;
const MAX_LEG_METRES_PER_SECOND = 200 / 3.6;

export interface TravelEstimate {
  source: TravelSource;
  /** the road router failed: the learned model stands in */
  fallback: boolean;
  matrix: TravelMatrix;
  model: LearnedTravel;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The company's drives as the learning reads them: the hour of day each began in the company's zone. */
export function samplesOf(
  drives: Awaited<ReturnType<typeof recentDrives>>,
  zone: CompanyTimeZone,
): TravelSample[] {
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000;
  return drives.map((drive) => ({
    from: { lat: drive.fromLat, lng: drive.fromLng },
    to: { lat: drive.toLat, lng: drive.toLng },
    km: drive.distanceMeters / 1000,
    minutes: (drive.end.getTime() - drive.start.getTime()) / 60_000,
    hour: new Date(drive.start.getTime() + offset).getUTCHours(),
  }));
}

async function answerOf(response: Response): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${response.status}`);
  }
  return response.json();
}

const numbers = (rows: unknown, count: number, width: number): (number | null)[][] => {
  if (!Array.isArray(rows) || rows.length !== count) throw new Error("matrix of the wrong size");
  return rows.map((row) => {
    if (!Array.isArray(row) || row.length !== width) throw new Error("matrix of the wrong size");
    return row.map((value) => (typeof value === "number" && Number.isFinite(value) ? value : null));
  });
};

/** OSRM's table service: GET /table/v1/driving/{lng,lat;…}?sources&destinations&annotations=duration,distance. */
export function osrmBlock(baseUrl: string): RoadRouterBlockRequest {
  return async (sources, targets, timeoutMs) => {
    const coordinates = [...sources, ...targets].map((p) => `${p.lng},${p.lat}`).join(";");
    const sourceIndexes = sources.map((_, i) => i).join(";");
    const targetIndexes = targets.map((_, i) => sources.length + i).join(";");
    const url = `${baseUrl}/table/v1/driving/${coordinates}?sources=${sourceIndexes}&destinations=${targetIndexes}&annotations=duration,distance`;
    const answer = (await answerOf(await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }))) as {
      code?: string;
      durations?: unknown;
      distances?: unknown;
    };
    if (answer.code !== "Ok") throw new Error(`OSRM ${answer.code ?? "no code"}`);
    return {
      seconds: numbers(answer.durations, sources.length, targets.length),
      metres: numbers(answer.distances, sources.length, targets.length),
    };
  };
}

/** Valhalla's matrix: POST /sources_to_targets {sources, targets, costing: auto}, time in s and distance in km. */
export function valhallaBlock(baseUrl: string): RoadRouterBlockRequest {
  return async (sources, targets, timeoutMs) => {
    const place = (p: LatLng) => ({ lat: p.lat, lon: p.lng });
    const response = await fetch(`${baseUrl}/sources_to_targets`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sources: sources.map(place),
        targets: targets.map(place),
        costing: "auto",
        units: "kilometers",
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await answerOf(response)) as { sources_to_targets?: unknown };
    const rows = answer.sources_to_targets;
    if (!Array.isArray(rows) || rows.length !== sources.length) throw new Error("matrix of the wrong size");
    const cells = rows.map((row) => {
      if (!Array.isArray(row) || row.length !== targets.length) throw new Error("matrix of the wrong size");
      return row as { time?: unknown; distance?: unknown }[];
    });
    const value = (v: unknown, scale: number) =>
      typeof v === "number" && Number.isFinite(v) ? v * scale : null;
    return {
      seconds: cells.map((row) => row.map((cell) => value(cell?.time, 1))),
      metres: cells.map((row) => row.map((cell) => value(cell?.distance, 1000))),
    };
  };
}

/** A leg as a road router answered it, believed: not negative, not absurdly long, not quicker than a car drives. */
export function plausibleLeg(seconds: number, metres: number): boolean {
  if (!Number.isFinite(seconds) || !Number.isFinite(metres)) return false;
  if (seconds < 0 || metres < 0 || seconds > MAX_LEG_SECONDS || metres > MAX_LEG_METRES) return false;
  // a few hundred metres in no time is a router's rounding; further than that takes time
  return metres <= 1000 || metres <= seconds * MAX_LEG_METRES_PER_SECOND;
}

/**
 * The road router's full matrix in blocks of at most `blockSide` sources × targets, one request at a time (the
 * router is shared and the plan's solve waits anyway); a pair the router has no route for, or answered with numbers
 * not to be believed, keeps the learned estimate.
 */
export async function routerMatrix(
  points: readonly LatLng[],
  request: RoadRouterBlockRequest,
  fallback: TravelMatrix,
  timeoutMs: number,
  blockSide = ROUTER_CHUNK,
): Promise<TravelMatrix> {
  const size = points.length;
  const km = Float64Array.from(fallback.km);
  const minutes = Float64Array.from(fallback.minutes);
  for (let s = 0; s < size; s += blockSide) {
    for (let t = 0; t < size; t += blockSide) {
      const sources = points.slice(s, s + blockSide);
      const targets = points.slice(t, t + blockSide);
      const block = await request(sources, targets, timeoutMs);
      sources.forEach((_, i) => {
        targets.forEach((_, j) => {
          const cell = (s + i) * size + (t + j);
          if (s + i === t + j) return;
          const seconds = block.seconds[i]?.[j] ?? null;
          const metres = block.metres[i]?.[j] ?? null;
          if (seconds === null || metres === null || !plausibleLeg(seconds, metres)) return;
          minutes[cell] = seconds / 60;
          km[cell] = metres / 1000;
        });
      });
    }
  }
  return { size, km, minutes };
}

/** The configured road router: how a block is asked, how large a block may be, and the source a plan records. */
function roadRouterOf(config: Exclude<RoutingConfig, { provider: "learned" }>): {
  request: RoadRouterBlockRequest;
  blockSide: number;
  source: TravelSource;
} {
  switch (config.provider) {
    case "osrm":
      return { request: osrmBlock(config.url), blockSide: ROUTER_CHUNK, source: "OSRM" };
    case "valhalla":
      return { request: valhallaBlock(config.url), blockSide: ROUTER_CHUNK, source: "VALHALLA" };
    case "google":
      return {
        request: googleMatrixBlock(config.url, config.apiKey),
        blockSide: GOOGLE_MATRIX_SIDE,
        source: "GOOGLE",
      };
  }
}

export interface TravelEstimatorOptions {
  now?: () => Date;
  /** told when a road router failed and the learned model stood in */
  onRouterFailure?: (error: unknown) => void;
}

/**
 * The route planner's travel estimates: the company's learned model (its recent drives, cached an hour per company),
 * and the configured road router's matrix over it, the learned matrix standing in when the router fails.
 */
export function createTravelEstimator(
  db: DbExecutor,
  config: RoutingConfig,
  options: TravelEstimatorOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, { at: number; model: LearnedTravel }>();

  async function learned(companyId: number, zone: CompanyTimeZone): Promise<LearnedTravel> {
    const key = `${companyId}|${zone}`;
    const at = now().getTime();
    const cached = cache.get(key);
    if (cached && at - cached.at < LEARNING_CACHE_MS) return cached.model;
    const drives = await recentDrives(db, companyId, new Date(at - LEARNING_DAYS * DAY), LEARNING_MAX_DRIVES);
    const model = learnTravel(samplesOf(drives, zone));
    cache.set(key, { at, model });
    return model;
  }

  return {
    learned,
    /** Forgets the learned models (tests, or after a company's history was imported). */
    forget: () => cache.clear(),
    async estimate(
      companyId: number,
      zone: CompanyTimeZone,
      points: readonly LatLng[],
    ): Promise<TravelEstimate> {
      const model = await learned(companyId, zone);
      const matrix = learnedTravelMatrix(points, model);
      const own: TravelEstimate = {
        source: model.samples > 0 ? "LEARNED" : "DEFAULT",
        fallback: false,
        matrix,
        model,
      };
      if (config.provider === "learned") return own;
      const router = roadRouterOf(config);
      try {
        const road = await routerMatrix(points, router.request, matrix, config.timeoutMs, router.blockSide);
        return { source: router.source, fallback: false, matrix: road, model };
      } catch (error) {
        options.onRouterFailure?.(error);
        return { ...own, fallback: true };
      }
    },
  };
}

export type TravelEstimator = ReturnType<typeof createTravelEstimator>;
