import { avlPacket } from "./codec.js";

/** What a simulated Teltonika device reports in one codec 8 record. */
export interface TeltonikaRecordInput {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course?: number;
  altitude?: number;
  satellites?: number;
  /** IO elements by id: 1-byte values below 256, 2-byte below 65536, else 4-byte; a bigint 8-byte (iButton) */
  io?: Record<number, number | bigint>;
}

/** Codec 8 AVL packet of `records`, as an FMB device sends it (simulators and tests). */
export function encodeTeltonikaCodec8(records: readonly TeltonikaRecordInput[], eventId = 0): Uint8Array {
  const bytes: number[] = [0x08, records.length];
  const push = (value: number, width: number) => {
    for (let shift = (width - 1) * 8; shift >= 0; shift -= 8)
      bytes.push(Math.floor(value / 2 ** shift) & 0xff);
  };
  for (const record of records) {
    push(record.time.getTime(), 8);
    bytes.push(0);
    push(Math.round(record.longitude * 1e7) >>> 0, 4);
    push(Math.round(record.latitude * 1e7) >>> 0, 4);
    push((record.altitude ?? 0) & 0xffff, 2);
    push(record.course ?? 0, 2);
    bytes.push(record.satellites ?? 9);
    push(Math.round(record.speedKmh), 2);
    const io = Object.entries(record.io ?? {}).map(([id, value]) => [Number(id), value] as const);
    const widthOf = (value: number | bigint) =>
      typeof value === "bigint" ? 8 : value < 0x100 ? 1 : value < 0x10000 ? 2 : 4;
    bytes.push(eventId, io.length);
    for (const width of [1, 2, 4, 8]) {
      const group = io.filter(([, value]) => widthOf(value) === width);
      bytes.push(group.length);
      for (const [id, value] of group) {
        bytes.push(id);
        if (typeof value === "bigint") {
          push(Number(value >> 32n), 4);
          push(Number(value & 0xffff_ffffn), 4);
        } else push(value, width);
      }
    }
  }
  bytes.push(records.length);
  return avlPacket(Uint8Array.from(bytes));
}
