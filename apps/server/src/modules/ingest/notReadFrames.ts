/**
 * Frames a gateway could not read, by kind and reason: `0x94_09_not_documented` (protocol number, information
 * sub-type, why), `0x22_packet_too_short`.
 */
export type NotReadFrames = Map<string, number>;

const hex = (value: number) => value.toString(16).padStart(2, "0");
const slug = (reason: string) =>
  reason
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

export const notReadKey = (protocol: number, subType: number | undefined, reason: string) =>
  `0x${hex(protocol)}${subType === undefined ? "" : `_${hex(subType)}`}_${slug(reason)}`;

/** Flat counters for /api/metrics: `ingest_gt06_frames_not_read_0x94_09`. */
export function notReadRecord(protocol: string, frames: NotReadFrames): Record<string, number> {
  const record: Record<string, number> = {};
  for (const [key, count] of frames) record[`ingest_${protocol}_frames_not_read_${key}`] = count;
  return record;
}
