/** A month partition of `positions`: [start, end). */
export interface MonthPartition {
  name: string;
  start: Date;
  end: Date;
}

/** The first instant of the month `months` before `now`'s month (UTC, as the partitions are cut). */
export function monthsBefore(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

/**
 * The partitions that leave the database: those wholly before the hot window (the `hotMonths` whole months before
 * the current one, and the current one). They are archived, then dropped.
 */
export function coldPartitions(partitions: readonly MonthPartition[], now: Date, hotMonths: number) {
  const edge = monthsBefore(now, hotMonths);
  return partitions.filter((partition) => partition.end.getTime() <= edge.getTime());
}

/**
 * Whether a company's rows of [start, end) go to the archive: only while some of them are still within its
 * retention (its cutoff before the month's end). Rows past every company's retention are dropped unarchived.
 */
export function keepsInArchive(month: { end: Date }, cutoff: Date): boolean {
  return cutoff.getTime() < month.end.getTime();
}
