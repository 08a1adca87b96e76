/** Frames a gateway could not read, by kind: `0x94` (protocol number) or `0x94_09` (information sub-type). */
export type NotReadFrames = Map<string, number>;

const hex = (value: number) => value.toString(16).padStart(2, "0");

export const notReadKey = (protocol: number, subType?: number) =>
  subType === undefined ? `0x${hex(protocol)}` : `0x${hex(protocol)}_${hex(subType)}`;

/** Flat counters for /api/metrics: `ingest_gt06_frames_not_read_0x94_09`. */
export function notReadRecord(protocol: string, frames: NotReadFrames): Record<string, number> {
  const record: Record<string, number> = {};
  for (const [key, count] of frames) record[`ingest_${protocol}_frames_not_read_${key}`] = count;
  return record;
}
