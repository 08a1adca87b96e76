import { z } from "zod";
import { MAX_POSITION_AGE_MS } from "../tracking/positionValidation.js";
import type { ReportedPosition } from "../tracking/reportedPosition.js";

/** Positions in one report of the driver's phone: a phone back from a day without signal sends several. */
export const PHONE_POSITIONS_PER_REPORT = 100;
/** How far ahead of the server clock a phone's fix may be: phones set their clock from the network. */
export const PHONE_CLOCK_SKEW_MS = 2 * 60_000;
/** The worst accuracy (metres) a fix may claim and still be stored: coarser is a cell tower's guess, not a place. */
export const PHONE_MAX_ACCURACY_M = 5_000;
/** The fastest a vehicle is taken to go; the browser's speed above it is a glitch. */
export const PHONE_MAX_SPEED_KMH = 300;

/** The positions the driver's phone sends while their task runs (issue 33), as they come: each checked on its own. */
export const reportMyPositionsInputSchema = z.object({
  fleetTaskId: z.int32().min(1),
  positions: z.array(z.unknown()).min(1).max(PHONE_POSITIONS_PER_REPORT),
});

/** One fix of `navigator.geolocation`, speed already in km/h. */
const phonePositionSchema = z.object({
  time: z.iso.datetime({ offset: true }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(PHONE_MAX_ACCURACY_M),
  speedKmh: z.number().min(0).max(PHONE_MAX_SPEED_KMH).nullish(),
  course: z.number().min(0).max(360).nullish(),
  altitude: z.number().min(-500).max(10_000).nullish(),
});

export type PhonePositionProblem = "invalid" | "futureTime" | "tooOld";

export type PhonePositionCheck =
  | { ok: true; position: ReportedPosition }
  | { ok: false; problem: PhonePositionProblem };

/**
 * One fix of the phone as the position pipeline takes it, or why it is refused: a field out of its range, a time
 * ahead of the server's beyond the clock skew, or older than the pipeline keeps.
 */
export function checkPhonePosition(value: unknown, now: Date): PhonePositionCheck {
  const parsed = phonePositionSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: "invalid" };
  const fix = parsed.data;
  const fixTime = new Date(fix.time);
  if (fixTime.getTime() > now.getTime() + PHONE_CLOCK_SKEW_MS) return { ok: false, problem: "futureTime" };
  if (fixTime.getTime() < now.getTime() - MAX_POSITION_AGE_MS) return { ok: false, problem: "tooOld" };
  return {
    ok: true,
    position: {
      fixTime,
      latitude: fix.latitude,
      longitude: fix.longitude,
      speedKmh: fix.speedKmh ?? 0,
      course: fix.course ?? undefined,
      altitude: fix.altitude ?? undefined,
      accuracy: fix.accuracy,
      gpsFixed: true,
      attributes: {},
    },
  };
}
