import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";

/** Roads are longer than the straight line: a city's usual detour over the great-circle distance. */
export const DEFAULT_DETOUR_FACTOR = 1.3;
/** Average speed of a delivery vehicle in Indonesian city traffic, km/h. */
export const DEFAULT_SPEED_KMH = 30;

export interface TravelRule {
  detourFactor: number;
  speedKmh: number;
}

/** Road estimates between every two points: row-major n² km and minutes. */
export interface TravelMatrix {
  size: number;
  km: Float64Array;
  minutes: Float64Array;
}

/**
 * The route planner's travel estimate without a road network: great-circle distance × the detour factor, driven at
 * the average speed. Symmetric, zero on the diagonal.
 */
export function travelMatrix(points: readonly LatLng[], rule: TravelRule): TravelMatrix {
  const size = points.length;
  const km = new Float64Array(size * size);
  const minutes = new Float64Array(size * size);
  points.forEach((from, i) => {
    points.forEach((to, j) => {
      if (j <= i) return;
      const d = (haversineMeters(from, to) / 1000) * rule.detourFactor;
      const t = (d / rule.speedKmh) * 60;
      km[i * size + j] = d;
      km[j * size + i] = d;
      minutes[i * size + j] = t;
      minutes[j * size + i] = t;
    });
  });
  return { size, km, minutes };
}
