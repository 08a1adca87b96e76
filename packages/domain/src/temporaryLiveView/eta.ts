import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import type { PublicEta } from "./publicLinkView.js";

/** Speed assumed when a vehicle has not moved recently (city traffic). */
export const DEFAULT_ETA_SPEED_KMH = 30;

export interface EtaEstimate {
  distanceMeters: number;
  /** seconds; 0 once within the arrival radius */
  etaSeconds: number;
}

/**
 * Straight-line distance to the destination over the vehicle's recent average moving speed
 * (spec: ETA = remaining distance over recent average moving speed, unless a routing service is
 * configured). Road distance is longer than the straight line: a detour factor of 1.3 makes the
 * estimate honest for city streets.
 */
export function estimateEta(
  vehicle: LatLng,
  destination: LatLng,
  recentSpeedKmh: number | null | undefined,
  arrivalRadiusMeters = 200,
  detourFactor = 1.3,
): EtaEstimate {
  const distanceMeters = haversineMeters(vehicle, destination);
  if (distanceMeters <= arrivalRadiusMeters) return { distanceMeters, etaSeconds: 0 };
  const speedKmh = recentSpeedKmh && recentSpeedKmh >= 5 ? recentSpeedKmh : DEFAULT_ETA_SPEED_KMH;
  return {
    distanceMeters,
    etaSeconds: Math.round(((distanceMeters * detourFactor) / 1000 / speedKmh) * 3600),
  };
}

/**
 * The ETA a public page shows. A stopped vehicle has no honest arrival time (the estimate would grow while it
 * waits, with no change in distance), so it is marked stopped and the page says so with the distance.
 */
export function publicEta(
  ref: string,
  vehicle: LatLng,
  destination: LatLng,
  recentSpeedKmh: number | null | undefined,
  moving: boolean,
): PublicEta {
  return { ref, ...estimateEta(vehicle, destination, recentSpeedKmh), stopped: !moving };
}
