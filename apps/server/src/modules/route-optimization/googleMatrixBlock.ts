import type { LatLng } from "@armada/domain";
import {
  emptyRoadRouterBlock,
  type RoadRouterBlock,
  type RoadRouterBlockRequest,
} from "./roadRouterBlock.js";

/** The Routes API's limit of 625 elements a request (origins × destinations): blocks of 25 × 25. */
export const GOOGLE_MATRIX_SIDE = 25;
/** Only what the matrix needs; `status` must be asked for, or every element looks OK (the API's reference). */
export const GOOGLE_MATRIX_FIELD_MASK =
  "originIndex,destinationIndex,status,condition,distanceMeters,duration";

/** A protobuf Duration in JSON: seconds with up to nine decimals, then "s" ("123s", "3.5s"); never negative here. */
const DURATION = /^(\d{1,12})(\.\d{1,9})?s$/;

function durationSeconds(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = DURATION.exec(value);
  return match ? Number(`${match[1]}${match[2] ?? ""}`) : null;
}

const isIndex = (value: unknown, count: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < count;

/** An element's status: absent or `{}` (code 0 is left out of the JSON) is OK; any other code is an error. */
const isOk = (status: unknown) =>
  status === undefined ||
  (typeof status === "object" && status !== null && ((status as { code?: unknown }).code ?? 0) === 0);

/** distanceMeters is a plain int32: the JSON leaves out a zero (two stops at the same place). */
function distanceOf(value: unknown): number | null {
  if (value === undefined) return 0;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * The cells of a computeRouteMatrix answer (a JSON array of elements, in any order). A pair without a route
 * (ROUTE_NOT_FOUND), with an error status or an unreadable duration or distance stays null, for the learned estimate
 * to stand in; an answer that is no array, an element that is no element (no object, an index out of the request)
 * or a pair left unanswered breaks the whole block.
 */
export function googleMatrixCells(answer: unknown, origins: number, destinations: number): RoadRouterBlock {
  if (!Array.isArray(answer)) throw new Error("Google Routes: the answer is not a list of elements");
  const block = emptyRoadRouterBlock(origins, destinations);
  const answered = new Set<number>();
  for (const element of answer) {
    if (typeof element !== "object" || element === null)
      throw new Error("Google Routes: an element is no object");
    const fields = element as Record<string, unknown>;
    const origin = fields.originIndex;
    const destination = fields.destinationIndex;
    if (!isIndex(origin, origins) || !isIndex(destination, destinations))
      throw new Error("Google Routes: an element's index is outside the request");
    answered.add(origin * destinations + destination);
    if (!isOk(fields.status) || fields.condition !== "ROUTE_EXISTS") continue;
    const seconds = durationSeconds(fields.duration);
    const metres = distanceOf(fields.distanceMeters);
    if (seconds === null || metres === null) continue;
    (block.seconds[origin] as (number | null)[])[destination] = seconds;
    (block.metres[origin] as (number | null)[])[destination] = metres;
  }
  if (answered.size !== origins * destinations)
    throw new Error(`Google Routes: ${origins * destinations - answered.size} pairs left unanswered`);
  return block;
}

/** The error's status name from Google's `{"error": {"status": "PERMISSION_DENIED", …}}`, never its free text. */
async function errorStatusOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { status?: unknown } } | null;
  const status = body?.error?.status;
  return typeof status === "string" && /^[A-Z_]{1,40}$/.test(status) ? ` ${status}` : "";
}

/**
 * Google's Routes API matrix: POST /distanceMatrix/v2:computeRouteMatrix, driving without live traffic (the plan is
 * for a later hour than the request's; the planner's own traffic by hour covers it), the key in the X-Goog-Api-Key
 * header only (never in the URL, so never in a logged address or error).
 */
export function googleMatrixBlock(baseUrl: string, apiKey: string): RoadRouterBlockRequest {
  const waypoint = (point: LatLng) => ({
    waypoint: { location: { latLng: { latitude: point.lat, longitude: point.lng } } },
  });
  return async (origins, destinations, timeoutMs) => {
    const response = await fetch(`${baseUrl}/distanceMatrix/v2:computeRouteMatrix`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-goog-api-key": apiKey,
        "x-goog-fieldmask": GOOGLE_MATRIX_FIELD_MASK,
      },
      body: JSON.stringify({
        origins: origins.map(waypoint),
        destinations: destinations.map(waypoint),
        travelMode: "DRIVE",
        routingPreference: "TRAFFIC_UNAWARE",
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok)
      throw new Error(`Google Routes HTTP ${response.status}${await errorStatusOf(response)}`);
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error("Google Routes: the answer is not JSON");
    }
    return googleMatrixCells(answer, origins.length, destinations.length);
  };
}
