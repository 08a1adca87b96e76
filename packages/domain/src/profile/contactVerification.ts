/** How long a verification link (e-mail) or WhatsApp code (number) stays valid. */
export const EMAIL_LINK_TTL_MS = 24 * 3_600_000;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed per code; after that a new code must be requested. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** One request per channel at most this often, and at most REQUESTS_PER_HOUR in any hour. */
export const VERIFICATION_REQUEST_GAP_MS = 60_000;
export const VERIFICATION_REQUESTS_PER_HOUR = 5;

/**
 * Seconds until the user may ask for another link or code on a channel, or 0 when now. `requestTimes` are the
 * user's earlier requests on that channel (any order).
 */
export function verificationRetryAfterSeconds(requestTimes: readonly Date[], now: Date): number {
  const nowMs = now.getTime();
  const recent = requestTimes
    .map((time) => time.getTime())
    .filter((time) => time > nowMs - 3_600_000 && time <= nowMs)
    .sort((a, b) => b - a);
  const waits = [0];
  const latest = recent[0];
  if (latest !== undefined) waits.push(latest + VERIFICATION_REQUEST_GAP_MS - nowMs);
  const oldestCounted = recent[VERIFICATION_REQUESTS_PER_HOUR - 1];
  if (oldestCounted !== undefined) waits.push(oldestCounted + 3_600_000 - nowMs);
  const waitMs = Math.max(...waits);
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
