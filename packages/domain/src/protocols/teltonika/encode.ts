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
  /** IO elements by id: 1-byte values below 256, 2-byte below 65536, else 4-byte */
  io?: Record<number, number>;
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
    const groups = [1, 2, 4].map((width) =>
      io.filter(([, value]) =>
        width === 1 ? value < 0x100 : width === 2 ? value >= 0x100 && value < 0x10000 : value >= 0x10000,
      ),
    );
    bytes.push(eventId, io.length);
    groups.forEach((group, index) => {
      bytes.push(group.length);
      for (const [id, value] of group) {
        bytes.push(id);
        push(value, 2 ** index);
      }
    });
    bytes.push(0);
  }
  bytes.push(records.length);
  return avlPacket(Uint8Array.from(bytes));
}
