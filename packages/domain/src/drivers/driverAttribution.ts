/** A driver card presented to the vehicle's reader; `driverId` null when no driver of the company has that card. */
export interface DriverCardRead {
  driverId: number | null;
  identifiedAt: Date;
}

/** A period in which a driver was the vehicle's driver 1 or driver 2; `endedAt` null while still assigned. */
export interface DriverAssignmentPeriod {
  driverId: number;
  slot: 1 | 2;
  startedAt: Date;
  endedAt: Date | null;
}

export type DriverAttribution =
  | { source: "card"; driverId: number | null }
  | { source: "assignment"; driverId: number }
  | { source: "none"; driverId: null };

/** A card read names the driver for one shift at most: an older read no longer says who drives. */
export const CARD_READ_VALID_MS = 12 * 60 * 60 * 1000;

const covers = (period: DriverAssignmentPeriod, time: number) =>
  period.startedAt.getTime() <= time && (period.endedAt === null || time < period.endedAt.getTime());

/**
 * Who drove one vehicle at `time`. The latest card read at or before `time` (within a shift) wins, even for a card
 * no driver owns yet (then nobody known drove: the assigned driver did not present it). Without a card read the
 * vehicle's driver 1 of that moment, else its driver 2.
 */
export function attributeDriver(
  time: Date,
  cardReads: readonly DriverCardRead[],
  assignments: readonly DriverAssignmentPeriod[],
): DriverAttribution {
  const at = time.getTime();
  let latestRead: DriverCardRead | undefined;
  for (const read of cardReads) {
    const readAt = read.identifiedAt.getTime();
    if (readAt > at || at - readAt >= CARD_READ_VALID_MS) continue;
    if (!latestRead || readAt >= latestRead.identifiedAt.getTime()) latestRead = read;
  }
  if (latestRead) return { source: "card", driverId: latestRead.driverId };
  for (const slot of [1, 2] as const) {
    const period = assignments.find((candidate) => candidate.slot === slot && covers(candidate, at));
    if (period) return { source: "assignment", driverId: period.driverId };
  }
  return { source: "none", driverId: null };
}
