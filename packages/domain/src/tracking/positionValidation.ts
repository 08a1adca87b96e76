/** How far ahead of the server clock a device's time may be (clock drift) before a track fix event is refused. */
export const MAX_FUTURE_SKEW_MS = 5 * 60_000;
/** Further ahead a position is refused, not stored: the company's track filters flag nearer ones ("future"). */
export const MAX_STORED_FUTURE_MS = 24 * 3_600_000;
/** Older positions are refused: a device replaying a week-old buffer would rewrite history and status. */
export const MAX_POSITION_AGE_MS = 7 * 24 * 3_600_000;

export type PositionProblem = "invalidCoordinates" | "futureTime" | "tooOld";

export function positionProblem(
  position: { latitude: number; longitude: number; fixTime: Date },
  now: Date,
): PositionProblem | null {
  const { latitude, longitude } = position;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return "invalidCoordinates";
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return "invalidCoordinates";
  const time = position.fixTime.getTime();
  if (!Number.isFinite(time)) return "invalidCoordinates";
  if (time > now.getTime() + MAX_STORED_FUTURE_MS) return "futureTime";
  if (time < now.getTime() - MAX_POSITION_AGE_MS) return "tooOld";
  return null;
}
