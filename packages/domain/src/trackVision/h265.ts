import { concatBytes } from "../protocols/jt808/bytes.js";
import { H264FormatError, NalBitReader, splitAnnexB } from "./h264.js";

/**
 * Just enough H.265 (ITU-T H.265) to carry a dashcam's Annex B frames into MP4 unchanged: the NAL unit types, the
 * picture size, profile, tier and level from the sequence parameter set, the `hvcC` record (ISO/IEC 14496-15 §8.3)
 * and the codec string (ISO/IEC 14496-15 annex E) that Media Source Extensions ask for. Same errors as H.264.
 */
export const H265_NAL = { vps: 32, sps: 33, pps: 34, accessUnitDelimiter: 35, prefixSei: 39 } as const;

export const h265NalType = (nal: Uint8Array): number => ((nal[0] ?? 0) >> 1) & 0x3f;

/** IRAP pictures (BLA, IDR, CRA: types 16–21): a decoder can start there. */
export const isH265Keyframe = (type: number) => type >= 16 && type <= 21;
/** Video coding layer units (slices) are types 0–31. */
const isH265Vcl = (type: number) => type < 32;

export interface H265SequenceParameters {
  profileSpace: number;
  tier: number;
  profile: number;
  compatibilityFlags: number;
  /** the 48 bits of general constraint indicator flags */
  constraintFlags: Uint8Array;
  level: number;
  maxSubLayers: number;
  temporalIdNesting: boolean;
  chromaFormat: number;
  bitDepthLuma: number;
  bitDepthChroma: number;
  width: number;
  height: number;
}

/** Reads a sequence parameter set NAL unit (with its two-byte NAL header). Throws H264FormatError. */
export function parseH265Sps(nal: Uint8Array): H265SequenceParameters {
  if (nal.length < 3 || h265NalType(nal) !== H265_NAL.sps)
    throw new H264FormatError("not an H.265 sequence parameter set");
  const reader = new NalBitReader(nal.subarray(2));
  reader.bits(4);
  const maxSubLayers = reader.bits(3) + 1;
  const temporalIdNesting = reader.flag();
  // profile_tier_level(1, maxSubLayers - 1)
  const profileSpace = reader.bits(2);
  const tier = reader.bits(1);
  const profile = reader.bits(5);
  const compatibilityFlags = reader.bits(32);
  const constraintFlags = Uint8Array.from({ length: 6 }, () => reader.bits(8));
  const level = reader.bits(8);
  const subLayers = Array.from({ length: maxSubLayers - 1 }, () => ({
    profile: reader.flag(),
    level: reader.flag(),
  }));
  if (maxSubLayers > 1) for (let index = maxSubLayers - 1; index < 8; index++) reader.bits(2);
  for (const subLayer of subLayers) {
    if (subLayer.profile) for (let index = 0; index < 11; index++) reader.bits(8);
    if (subLayer.level) reader.bits(8);
  }
  reader.unsigned();
  const chromaFormat = reader.unsigned();
  if (chromaFormat > 3) throw new H264FormatError("chroma format out of range");
  if (chromaFormat === 3) reader.flag();
  let width = reader.unsigned();
  let height = reader.unsigned();
  if (reader.flag()) {
    const subWidth = chromaFormat === 1 || chromaFormat === 2 ? 2 : 1;
    const subHeight = chromaFormat === 1 ? 2 : 1;
    width -= (reader.unsigned() + reader.unsigned()) * subWidth;
    height -= (reader.unsigned() + reader.unsigned()) * subHeight;
  }
  const bitDepthLuma = reader.unsigned() + 8;
  const bitDepthChroma = reader.unsigned() + 8;
  if (width <= 0 || height <= 0 || width > 8192 || height > 8192)
    throw new H264FormatError("picture size out of range");
  if (bitDepthLuma > 16 || bitDepthChroma > 16) throw new H264FormatError("bit depth out of range");
  return {
    profileSpace,
    tier,
    profile,
    compatibilityFlags,
    constraintFlags,
    level,
    maxSubLayers,
    temporalIdNesting,
    chromaFormat,
    bitDepthLuma,
    bitDepthChroma,
    width,
    height,
  };
}

/** `hvc1.P.C.TL.B…` (profile space and profile, compatibility flags bit-reversed, tier and level, constraint bytes). */
export function h265CodecString(sps: H265SequenceParameters): string {
  let reversed = 0;
  for (let bit = 0; bit < 32; bit++) reversed = reversed * 2 + ((sps.compatibilityFlags >>> bit) & 1);
  const constraints = [...sps.constraintFlags];
  while (constraints.length > 0 && constraints[constraints.length - 1] === 0) constraints.pop();
  return [
    "hvc1",
    `${["", "A", "B", "C"][sps.profileSpace]}${sps.profile}`,
    reversed.toString(16).toUpperCase(),
    `${sps.tier ? "H" : "L"}${sps.level}`,
    ...constraints.map((byte) => byte.toString(16).toUpperCase()),
  ].join(".");
}

/** The HEVCDecoderConfigurationRecord of one VPS, SPS and PPS, four-byte NAL lengths. */
export function h265DecoderConfiguration(
  vps: Uint8Array,
  spsNal: Uint8Array,
  pps: Uint8Array,
  sps: H265SequenceParameters,
): Uint8Array {
  const array = (type: number, nal: Uint8Array) => [
    0x80 | type,
    0,
    1,
    nal.length >> 8,
    nal.length & 0xff,
    ...nal,
  ];
  return Uint8Array.from([
    1,
    (sps.profileSpace << 6) | (sps.tier << 5) | sps.profile,
    (sps.compatibilityFlags >>> 24) & 0xff,
    (sps.compatibilityFlags >>> 16) & 0xff,
    (sps.compatibilityFlags >>> 8) & 0xff,
    sps.compatibilityFlags & 0xff,
    ...sps.constraintFlags,
    sps.level,
    0xf0,
    0x00,
    0xfc,
    0xfc | sps.chromaFormat,
    0xf8 | (sps.bitDepthLuma - 8),
    0xf8 | (sps.bitDepthChroma - 8),
    0,
    0,
    ((sps.maxSubLayers & 0x7) << 3) | (sps.temporalIdNesting ? 0x04 : 0) | 0x03,
    3,
    ...array(H265_NAL.vps, vps),
    ...array(H265_NAL.sps, spsNal),
    ...array(H265_NAL.pps, pps),
  ]);
}

const START_CODE = Uint8Array.of(0, 0, 0, 1);
const FRAME_STARTERS = new Set<number>([
  H265_NAL.vps,
  H265_NAL.sps,
  H265_NAL.pps,
  H265_NAL.accessUnitDelimiter,
  H265_NAL.prefixSei,
]);

/**
 * Cuts an Annex B H.265 stream (a `.h265` file) into access units, one frame each, in Annex B again: a new unit
 * starts at a delimiter, parameter set or prefix SEI after a slice, or at a slice whose first_slice_segment_in_pic
 * flag is set.
 */
export function splitH265AccessUnits(stream: Uint8Array): Uint8Array[] {
  const frames: Uint8Array[][] = [];
  let current: Uint8Array[] = [];
  let seenSlice = false;
  for (const unit of splitAnnexB(stream)) {
    const type = h265NalType(unit);
    const startsFrame = isH265Vcl(type)
      ? seenSlice && ((unit[2] ?? 0) & 0x80) !== 0
      : seenSlice && FRAME_STARTERS.has(type);
    if (startsFrame) {
      frames.push(current);
      current = [];
      seenSlice = false;
    }
    if (isH265Vcl(type)) seenSlice = true;
    current.push(unit);
  }
  if (current.length > 0) frames.push(current);
  return frames.map((units) => concatBytes(units.flatMap((unit) => [START_CODE, unit])));
}
