import type { LatLng } from "@armada/domain";

/** One block of a road router's answer: seconds and metres (null: no route), sources × targets. */
export interface RoadRouterBlock {
  seconds: (number | null)[][];
  metres: (number | null)[][];
}

/** Asks a road router for one block of the matrix; throws when the router fails or answers something broken. */
export type RoadRouterBlockRequest = (
  sources: LatLng[],
  targets: LatLng[],
  timeoutMs: number,
) => Promise<RoadRouterBlock>;

/** A block of nulls, sources × targets: every pair without a route until the answer fills it. */
export function emptyRoadRouterBlock(sources: number, targets: number): RoadRouterBlock {
  const nulls = () => Array.from({ length: sources }, () => Array<number | null>(targets).fill(null));
  return { seconds: nulls(), metres: nulls() };
}
