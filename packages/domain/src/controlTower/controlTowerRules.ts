const MINUTE_MS = 60_000;

/** Minutes a stop not yet reached is past its target arrival (0 when not late), beyond the company's grace. */
export function minutesLate(
  stop: { targetArrival: Date | null; actualArrival: Date | null },
  now: Date,
): number {
  if (stop.targetArrival === null || stop.actualArrival !== null) return 0;
  return Math.max(0, Math.floor((now.getTime() - stop.targetArrival.getTime()) / MINUTE_MS));
}

/** A stop counts as late once it is more than `lateMinutes` past its target and not reached. */
export function isStopLate(
  stop: { targetArrival: Date | null; actualArrival: Date | null },
  now: Date,
  lateMinutes: number,
): boolean {
  if (stop.targetArrival === null || stop.actualArrival !== null) return false;
  return now.getTime() - stop.targetArrival.getTime() > lateMinutes * MINUTE_MS;
}

/** A device is offline when its last packet is older than `offlineMinutes` (or it never sent one). */
export function isDeviceOffline(lastPacketAt: Date | null, now: Date, offlineMinutes: number): boolean {
  return lastPacketAt === null || now.getTime() - lastPacketAt.getTime() > offlineMinutes * MINUTE_MS;
}

export interface SlaState {
  dueAt: Date;
  /** negative once past due */
  remainingMs: number;
  breached: boolean;
}

/** The SLA of an exception first seen at `firstSeenAt`: handled (selesai) within `slaMinutes`. */
export function slaState(firstSeenAt: Date, now: Date, slaMinutes: number): SlaState {
  const dueAt = new Date(firstSeenAt.getTime() + slaMinutes * MINUTE_MS);
  const remainingMs = dueAt.getTime() - now.getTime();
  return { dueAt, remainingMs, breached: remainingMs < 0 };
}

/** "12:05" or "-3:40" (minutes:seconds; hours folded into minutes), what the SLA timer shows. */
export function formatSlaRemaining(remainingMs: number): string {
  const sign = remainingMs < 0 ? "-" : "";
  const totalSeconds = Math.floor(Math.abs(remainingMs) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${sign}${minutes}:${String(seconds).padStart(2, "0")}`;
}
