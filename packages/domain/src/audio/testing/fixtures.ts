import { readFileSync } from "node:fs";

const folder = new URL("../fixtures/", import.meta.url);

/** A committed reference file (see fixtures/make-fixtures.sh) as bytes. */
export const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(name, folder)));

/** A committed 16-bit little-endian PCM file as samples. */
export function fixtureSamples(name: string): Int16Array {
  const bytes = fixtureBytes(name);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int16Array.from({ length: bytes.length / 2 }, (_, index) => view.getInt16(index * 2, true));
}

/** The input signal every reference was computed from: 3,200 samples at 8 kHz. */
export const signal = () => fixtureSamples("signal.s16");
