import { MAX_FUTURE_SKEW_MS, MAX_POSITION_AGE_MS, type TrackFix } from "@armada/domain";

/**
 * Payload of `topics.trackFixes`: a fix of a two-device vehicle that reached `instance`, which decided whether it
 * went into the track (nextTrackSource). The other instances apply it to their state of the vehicle
 * (observeTrackFix); the sender knows its own by the instance id.
 */
export interface TrackFixEvent {
  instance: string;
  vehicleId: number;
  device: TrackFix["device"];
  /** fix time, ms */
  time: number;
  valid: boolean;
}

const MAX_INSTANCE_ID_LENGTH = 100;

/**
 * The event when every field is what an instance publishes (the bus is input from outside the process): a vehicle
 * id, one of the two devices, an integer fix time the pipeline would have accepted at `now`; null otherwise.
 */
export function parseTrackFixEvent(payload: unknown, now: number): TrackFixEvent | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { instance, vehicleId, device, time, valid } = payload as Record<string, unknown>;
  if (typeof instance !== "string" || instance.length === 0 || instance.length > MAX_INSTANCE_ID_LENGTH)
    return null;
  if (typeof vehicleId !== "number" || !Number.isSafeInteger(vehicleId) || vehicleId <= 0) return null;
  if (device !== "primary" && device !== "secondary") return null;
  if (typeof time !== "number" || !Number.isSafeInteger(time)) return null;
  if (time > now + MAX_FUTURE_SKEW_MS || time < now - MAX_POSITION_AGE_MS) return null;
  if (typeof valid !== "boolean") return null;
  return { instance, vehicleId, device, time, valid };
}
