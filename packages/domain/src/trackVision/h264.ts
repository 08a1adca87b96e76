import { concatBytes } from "../protocols/jt808/bytes.js";

/**
 * Just enough H.264 (ITU-T H.264) to carry a dashcam's Annex B frames into MP4 unchanged: cut NAL units at their
 * start codes, read the picture size and profile from the sequence parameter set, and build the `avcC` record and
 * the codec string (RFC 6381) that Media Source Extensions ask for.
 */
export const H264_NAL = { slice: 1, idr: 5, sei: 6, sps: 7, pps: 8, accessUnitDelimiter: 9 } as const;

export const h264NalType = (nal: Uint8Array): number => (nal[0] ?? 0) & 0x1f;

/** The NAL units of an Annex B byte stream (start codes 00 00 01 or 00 00 00 01), without their start codes. */
export function splitAnnexB(bytes: Uint8Array): Uint8Array[] {
  const units: Uint8Array[] = [];
  let start = -1;
  let index = 0;
  while (index + 2 < bytes.length) {
    if (bytes[index] === 0 && bytes[index + 1] === 0 && bytes[index + 2] === 1) {
      if (start >= 0) units.push(trimTrailingZeros(bytes.subarray(start, index)));
      index += 3;
      start = index;
    } else index++;
  }
  if (start >= 0 && start < bytes.length) units.push(bytes.subarray(start));
  return units.filter((unit) => unit.length > 0);
}

/** The zero that belongs to a four-byte start code (and trailing_zero_8bits) is not part of the unit before it. */
function trimTrailingZeros(unit: Uint8Array): Uint8Array {
  let end = unit.length;
  while (end > 0 && unit[end - 1] === 0) end--;
  return unit.subarray(0, end);
}

export class H264FormatError extends Error {}

/** Reads bits of a NAL unit's payload, emulation prevention bytes (00 00 03) removed (H.264 and H.265). */
export class NalBitReader {
  private readonly bytes: Uint8Array;
  private bit = 0;

  constructor(nal: Uint8Array) {
    const clean: number[] = [];
    for (let index = 0; index < nal.length; index++) {
      const byte = nal[index] as number;
      if (byte === 3 && index >= 2 && nal[index - 1] === 0 && nal[index - 2] === 0) continue;
      clean.push(byte);
    }
    this.bytes = Uint8Array.from(clean);
  }

  bits(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index++) {
      const byte = this.bytes[this.bit >> 3];
      if (byte === undefined) throw new H264FormatError("parameter set too short");
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit++;
    }
    return value;
  }

  flag(): boolean {
    return this.bits(1) === 1;
  }

  /** ue(v) */
  unsigned(): number {
    let zeros = 0;
    while (this.bits(1) === 0) {
      zeros++;
      if (zeros > 31) throw new H264FormatError("exp-Golomb code too long");
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }

  /** se(v) */
  signed(): number {
    const code = this.unsigned();
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }
}

export interface H264SequenceParameters {
  profile: number;
  /** constraint_set flags byte */
  compatibility: number;
  level: number;
  chromaFormat: number;
  bitDepthLuma: number;
  bitDepthChroma: number;
  width: number;
  height: number;
}

/** Profiles whose SPS carries chroma format, bit depths and scaling matrices. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

function skipScalingList(reader: NalBitReader, size: number) {
  let last = 8;
  let next = 8;
  for (let index = 0; index < size; index++) {
    if (next !== 0) next = (last + reader.signed() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

/** Reads a sequence parameter set NAL unit (with its one-byte NAL header). Throws H264FormatError. */
export function parseH264Sps(nal: Uint8Array): H264SequenceParameters {
  if (h264NalType(nal) !== H264_NAL.sps) throw new H264FormatError("not a sequence parameter set");
  const reader = new NalBitReader(nal.subarray(1));
  const profile = reader.bits(8);
  const compatibility = reader.bits(8);
  const level = reader.bits(8);
  reader.unsigned();
  let chromaFormat = 1;
  let bitDepthLuma = 8;
  let bitDepthChroma = 8;
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = reader.unsigned();
    if (chromaFormat === 3) reader.flag();
    bitDepthLuma = reader.unsigned() + 8;
    bitDepthChroma = reader.unsigned() + 8;
    reader.flag();
    const scalingMatrix = reader.flag();
    const lists = scalingMatrix ? (chromaFormat === 3 ? 12 : 8) : 0;
    for (let index = 0; index < lists; index++) {
      const present = reader.flag();
      if (present) skipScalingList(reader, index < 6 ? 16 : 64);
    }
  }
  reader.unsigned();
  const pictureOrderCountType = reader.unsigned();
  if (pictureOrderCountType === 0) reader.unsigned();
  else if (pictureOrderCountType === 1) {
    reader.flag();
    reader.signed();
    reader.signed();
    const cycle = reader.unsigned();
    if (cycle > 255) throw new H264FormatError("picture order count cycle too long");
    for (let index = 0; index < cycle; index++) reader.signed();
  }
  reader.unsigned();
  reader.flag();
  const widthInMacroblocks = reader.unsigned() + 1;
  const heightInMapUnits = reader.unsigned() + 1;
  const frameMacroblocksOnly = reader.flag();
  if (!frameMacroblocksOnly) reader.flag();
  reader.flag();
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (reader.flag())
    crop = {
      left: reader.unsigned(),
      right: reader.unsigned(),
      top: reader.unsigned(),
      bottom: reader.unsigned(),
    };
  const cropUnitX = chromaFormat === 0 || chromaFormat === 3 ? 1 : 2;
  const cropUnitY = (chromaFormat === 1 ? 2 : 1) * (frameMacroblocksOnly ? 1 : 2);
  const width = widthInMacroblocks * 16 - (crop.left + crop.right) * cropUnitX;
  const height =
    (frameMacroblocksOnly ? 1 : 2) * heightInMapUnits * 16 - (crop.top + crop.bottom) * cropUnitY;
  if (width <= 0 || height <= 0 || width > 8192 || height > 8192)
    throw new H264FormatError("picture size out of range");
  return { profile, compatibility, level, chromaFormat, bitDepthLuma, bitDepthChroma, width, height };
}

const hex2 = (value: number) => value.toString(16).padStart(2, "0");

/** `avc1.PPCCLL`, the codec parameter of an MP4 MIME type. */
export const h264CodecString = (sps: H264SequenceParameters): string =>
  `avc1.${hex2(sps.profile)}${hex2(sps.compatibility)}${hex2(sps.level)}`;

/** The AVCDecoderConfigurationRecord (ISO/IEC 14496-15) of one SPS and one PPS, four-byte NAL lengths. */
export function h264DecoderConfiguration(
  spsNal: Uint8Array,
  ppsNal: Uint8Array,
  sps: H264SequenceParameters,
): Uint8Array {
  const record = [
    1,
    sps.profile,
    sps.compatibility,
    sps.level,
    0xff,
    0xe1,
    spsNal.length >> 8,
    spsNal.length & 0xff,
    ...spsNal,
    1,
    ppsNal.length >> 8,
    ppsNal.length & 0xff,
    ...ppsNal,
  ];
  if (HIGH_PROFILES.has(sps.profile))
    record.push(0xfc | sps.chromaFormat, 0xf8 | (sps.bitDepthLuma - 8), 0xf8 | (sps.bitDepthChroma - 8), 0);
  return Uint8Array.from(record);
}

const START_CODE = Uint8Array.of(0, 0, 0, 1);
const isVcl = (type: number) => type === H264_NAL.slice || type === H264_NAL.idr;

/**
 * Cuts an Annex B stream (a `.h264` file) into access units, one frame each, in Annex B again: a new unit starts at
 * a delimiter, parameter set or SEI after a slice, or at a slice whose first_mb_in_slice is 0.
 */
export function splitH264AccessUnits(stream: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[][] = [];
  let current: Uint8Array[] = [];
  let seenSlice = false;
  for (const unit of splitAnnexB(stream)) {
    const type = h264NalType(unit);
    const startsFrame = isVcl(type)
      ? seenSlice && ((unit[1] ?? 0) & 0x80) !== 0
      : seenSlice &&
        (type === H264_NAL.accessUnitDelimiter ||
          type === H264_NAL.sps ||
          type === H264_NAL.pps ||
          type === H264_NAL.sei);
    if (startsFrame) {
      frames.push(current);
      current = [];
      seenSlice = false;
    }
    if (isVcl(type)) seenSlice = true;
    current.push(unit);
  }
  if (current.length > 0) frames.push(current);
  return frames.map((units) => concatBytes(units.flatMap((unit) => [START_CODE, unit])));
}
