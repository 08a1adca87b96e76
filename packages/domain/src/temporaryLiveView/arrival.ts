import type { GeofenceShape, LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import { pointInGeofence } from "../geo/pointInGeofence.js";
import { estimateEta } from "./eta.js";

export interface ArrivalThresholds {
  /** "almost arrived" once the ETA drops below this */
  soonMinutes: number;
  /** … or the distance below this */
  soonMeters: number;
  /** "arrived" inside this radius of the destination point (when it is not a saved area) */
  arrivalRadiusMeters: number;
}

export const DEFAULT_ARRIVAL_THRESHOLDS: ArrivalThresholds = {
  soonMinutes: 15,
  soonMeters: 2_000,
  arrivalRadiusMeters: 200,
};

/** Inside the area this long (or slower than ARRIVED_SPEED_KMH there) counts as arrived, not passing by. */
export const ARRIVAL_DWELL_SECONDS = 60;
export const ARRIVED_SPEED_KMH = 10;

export type ArrivalNotice = "approaching" | "arrived";

export interface ArrivalState {
  approachingSent: boolean;
  arrivedSent: boolean;
  /** when the vehicle entered the arrival area, while it is inside */
  insideSince: Date | null;
}

export const INITIAL_ARRIVAL_STATE: ArrivalState = {
  approachingSent: false,
  arrivedSent: false,
  insideSince: null,
};

export interface ArrivalDestination extends LatLng {
  /** a saved address's own area (its geofence); otherwise the radius around the point */
  area?: GeofenceShape | null | undefined;
}

export interface ArrivalFix extends LatLng {
  time: Date;
  speedKmh: number;
}

export interface ArrivalStep {
  state: ArrivalState;
  notices: ArrivalNotice[];
  distanceMeters: number;
  etaSeconds: number;
}

/**
 * One position of one vehicle against one contact's destination. Each notice fires at most once
 * (the sent flags are kept with the contact, in the database), so GPS jitter at the boundary cannot
 * repeat it; "arrived" needs the vehicle to stop or stay inside for a minute, so passing by is not
 * an arrival.
 */
export function arrivalStep(
  state: ArrivalState,
  fix: ArrivalFix,
  destination: ArrivalDestination,
  recentSpeedKmh: number | null | undefined,
  thresholds: ArrivalThresholds = DEFAULT_ARRIVAL_THRESHOLDS,
): ArrivalStep {
  const distanceMeters = haversineMeters(fix, destination);
  const inside = destination.area
    ? pointInGeofence(fix, destination.area)
    : distanceMeters <= thresholds.arrivalRadiusMeters;
  const { etaSeconds } = inside
    ? { etaSeconds: 0 }
    : estimateEta(fix, destination, recentSpeedKmh, thresholds.arrivalRadiusMeters);
  const notices: ArrivalNotice[] = [];
  const next: ArrivalState = { ...state };

  if (inside) {
    next.insideSince = state.insideSince ?? fix.time;
    const dwelled = (fix.time.getTime() - next.insideSince.getTime()) / 1000 >= ARRIVAL_DWELL_SECONDS;
    if (!state.arrivedSent && (fix.speedKmh < ARRIVED_SPEED_KMH || dwelled)) {
      notices.push("arrived");
      next.arrivedSent = true;
      next.approachingSent = true;
    }
  } else {
    next.insideSince = null;
    const soon = etaSeconds <= thresholds.soonMinutes * 60 || distanceMeters <= thresholds.soonMeters;
    if (soon && !state.approachingSent && !state.arrivedSent) {
      notices.push("approaching");
      next.approachingSent = true;
    }
  }
  return { state: next, notices, distanceMeters, etaSeconds };
}
