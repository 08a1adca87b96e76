/** A track point as the route history reads it, from the database or the archive. */
export interface RetainedTrackPoint {
  fixTime: Date;
  latitude: number;
  longitude: number;
  speed: number;
  ignition: boolean | null;
  course: number | null;
  temperature: number | null;
  fuel: number | null;
}

/** What retention, above positions, tells the readers of a company's positions. */
export interface PositionRetentionSource {
  /** the oldest fix time the company still keeps (its positions retention before now) */
  cutoff(companyId: number): Promise<Date>;
  /** the vehicle's in-track points of [start, end] from the archive (months whose partition left the database) */
  archivedTrack(companyId: number, vehicleId: number, start: Date, end: Date): Promise<RetainedTrackPoint[]>;
}

/**
 * Where position readers learn a company's retention and its archive: retention plugs itself in (`provide`);
 * without it every position is kept and nothing is archived.
 */
export function createPositionRetention() {
  let source: PositionRetentionSource = {
    cutoff: async () => new Date(0),
    archivedTrack: async () => [],
  };
  return {
    provide(retentionSource: PositionRetentionSource) {
      source = retentionSource;
    },
    cutoff: (companyId: number) => source.cutoff(companyId),
    archivedTrack: (companyId: number, vehicleId: number, start: Date, end: Date) =>
      source.archivedTrack(companyId, vehicleId, start, end),
  };
}

export type PositionRetention = ReturnType<typeof createPositionRetention>;

/** The archived points before the database's, a fix time once (a month archived and not yet dropped is in both). */
export function joinArchivedTrack<T extends { fixTime: Date }>(
  archived: readonly T[],
  stored: readonly T[],
): T[] {
  const storedTimes = new Set(stored.map((point) => point.fixTime.getTime()));
  return [...archived.filter((point) => !storedTimes.has(point.fixTime.getTime())), ...stored].sort(
    (a, b) => a.fixTime.getTime() - b.fixTime.getTime(),
  );
}
