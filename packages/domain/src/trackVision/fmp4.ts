import { concatBytes } from "../protocols/jt808/bytes.js";

/**
 * Fragmented MP4 (ISO/IEC 14496-12) for one H.264 or H.265 video track, as Media Source Extensions read it: an init segment
 * (ftyp + moov) and then one fragment (moof + mdat) per frame, so a frame reaches the browser as soon as it is
 * whole. Timescale 1000: JT/T 1078 timestamps are milliseconds.
 */
export const FMP4_TIMESCALE = 1000;
const TRACK_ID = 1;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const u16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const u64 = (value: number) => [...u32(Math.floor(value / 2 ** 32)), ...u32(value % 2 ** 32)];
const zeros = (count: number) => new Array<number>(count).fill(0);

type Part = number[] | Uint8Array;

function box(type: string, ...parts: Part[]): Uint8Array {
  const size = 8 + parts.reduce((total, part) => total + part.length, 0);
  const out = new Uint8Array(size);
  out.set([...u32(size), ...ascii(type)]);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const fullBox = (type: string, version: number, flags: number, ...parts: Part[]) =>
  box(type, [version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff], ...parts);

const UNITY_MATRIX = [
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x00010000),
  ...u32(0),
  ...u32(0),
  ...u32(0),
  ...u32(0x40000000),
];

export interface Fmp4VideoTrack {
  width: number;
  height: number;
  /** `avc1` (H.264, the default) or `hvc1` (H.265, parameter sets in the record only) */
  sampleEntry?: "avc1" | "hvc1";
  /** the `avcC` record (`h264DecoderConfiguration`) or the `hvcC` one (`h265DecoderConfiguration`) */
  decoderConfiguration: Uint8Array;
}

/** ftyp + moov of a fragmented file with one H.264 or H.265 track and no samples of its own. */
export function fmp4InitSegment(track: Fmp4VideoTrack): Uint8Array {
  const ftyp = box("ftyp", ascii("isom"), u32(0x200), ascii("isomiso6avc1mp41"));
  const mvhd = fullBox(
    "mvhd",
    0,
    0,
    u32(0),
    u32(0),
    u32(FMP4_TIMESCALE),
    u32(0),
    u32(0x00010000),
    u16(0x0100),
    zeros(10),
    UNITY_MATRIX,
    zeros(24),
    u32(TRACK_ID + 1),
  );
  const tkhd = fullBox(
    "tkhd",
    0,
    0x3,
    u32(0),
    u32(0),
    u32(TRACK_ID),
    u32(0),
    u32(0),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    UNITY_MATRIX,
    u32(track.width * 0x10000),
    u32(track.height * 0x10000),
  );
  const mdhd = fullBox("mdhd", 0, 0, u32(0), u32(0), u32(FMP4_TIMESCALE), u32(0), u16(0x55c4), u16(0));
  const hdlr = fullBox("hdlr", 0, 0, u32(0), ascii("vide"), zeros(12), ascii("VideoHandler"), [0]);
  const hevc = track.sampleEntry === "hvc1";
  const sampleEntry = box(
    hevc ? "hvc1" : "avc1",
    zeros(6),
    u16(1),
    zeros(16),
    u16(track.width),
    u16(track.height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    box(hevc ? "hvcC" : "avcC", track.decoderConfiguration),
  );
  const emptyTable = (type: string) => fullBox(type, 0, 0, u32(0));
  const stbl = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), sampleEntry),
    emptyTable("stts"),
    emptyTable("stsc"),
    fullBox("stsz", 0, 0, u32(0), u32(0)),
    emptyTable("stco"),
  );
  const dinf = box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1)));
  const minf = box("minf", fullBox("vmhd", 0, 1, zeros(8)), dinf, stbl);
  const trak = box("trak", tkhd, box("mdia", mdhd, hdlr, minf));
  const mvex = box("mvex", fullBox("trex", 0, 0, u32(TRACK_ID), u32(1), u32(0), u32(0), u32(0)));
  const moov = box("moov", mvhd, trak, mvex);
  return concatBytes([ftyp, moov]);
}

export interface Fmp4Sample {
  /** fragment sequence number, from 1 */
  sequence: number;
  /** milliseconds since the stream's first frame */
  decodeTime: number;
  /** milliseconds */
  duration: number;
  key: boolean;
  /** the frame's NAL units, each behind its four-byte length */
  data: Uint8Array;
}

/** sample_depends_on 2 (an I frame) or 1 with sample_is_non_sync_sample */
const KEY_FLAGS = 0x02000000;
const DELTA_FLAGS = 0x01010000;

/** moof + mdat holding one frame. */
export function fmp4Fragment(sample: Fmp4Sample): Uint8Array {
  // trun: data offset, duration, size and flags per sample
  const trunFlags = 0x000001 | 0x000100 | 0x000200 | 0x000400;
  const build = (dataOffset: number) =>
    box(
      "moof",
      fullBox("mfhd", 0, 0, u32(sample.sequence)),
      box(
        "traf",
        fullBox("tfhd", 0, 0x020000, u32(TRACK_ID)),
        fullBox("tfdt", 1, 0, u64(sample.decodeTime)),
        fullBox(
          "trun",
          0,
          trunFlags,
          u32(1),
          u32(dataOffset),
          u32(sample.duration),
          u32(sample.data.length),
          u32(sample.key ? KEY_FLAGS : DELTA_FLAGS),
        ),
      ),
    );
  const moofSize = build(0).length;
  return concatBytes([build(moofSize + 8), box("mdat", sample.data)]);
}
