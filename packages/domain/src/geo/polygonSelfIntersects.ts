import type { PolygonRing } from "./geoTypes.js";

type Pair = readonly [number, number];

function orientation(p: Pair, q: Pair, r: Pair): number {
  const value = (q[1] - p[1]) * (r[0] - q[0]) - (q[0] - p[0]) * (r[1] - q[1]);
  if (Math.abs(value) < 1e-18) return 0;
  return value > 0 ? 1 : 2;
}

function onSegment(p: Pair, q: Pair, r: Pair): boolean {
  return (
    q[0] <= Math.max(p[0], r[0]) &&
    q[0] >= Math.min(p[0], r[0]) &&
    q[1] <= Math.max(p[1], r[1]) &&
    q[1] >= Math.min(p[1], r[1])
  );
}

function segmentsIntersect(p1: Pair, q1: Pair, p2: Pair, q2: Pair): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(p1, p2, q1)) return true;
  if (o2 === 0 && onSegment(p1, q2, q1)) return true;
  if (o3 === 0 && onSegment(p2, p1, q2)) return true;
  if (o4 === 0 && onSegment(p2, q1, q2)) return true;
  return false;
}

/**
 * True when two non-adjacent edges of the (implicitly closed) ring cross or touch, e.g. a "bow
 * tie". O(n²): meant for drawn fences of at most a few hundred points.
 */
export function polygonSelfIntersects(ring: PolygonRing): boolean {
  const n = ring.length;
  if (n < 4) return false;
  const edge = (i: number): [Pair, Pair] => [ring[i] as Pair, ring[(i + 1) % n] as Pair];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      const [a1, a2] = edge(i);
      const [b1, b2] = edge(j);
      if (segmentsIntersect(a1, a2, b1, b2)) return true;
    }
  }
  return false;
}

/** True when some point repeats (compared to about 1 cm). */
export function polygonHasDuplicatePoints(ring: PolygonRing): boolean {
  const seen = new Set<string>();
  for (const [lat, lng] of ring) {
    const key = `${lat.toFixed(7)},${lng.toFixed(7)}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
