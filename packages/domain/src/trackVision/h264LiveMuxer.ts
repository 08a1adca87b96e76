import { concatBytes } from "../protocols/jt808/bytes.js";
import { JT1078_PAYLOAD } from "../protocols/jt808/jt1078Stream.js";
import { type Fmp4VideoTrack, fmp4Fragment, fmp4InitSegment } from "./fmp4.js";
import {
  H264_NAL,
  H264FormatError,
  h264CodecString,
  h264DecoderConfiguration,
  h264NalType,
  parseH264Sps,
  splitAnnexB,
} from "./h264.js";
import {
  H265_NAL,
  h265CodecString,
  h265DecoderConfiguration,
  h265NalType,
  isH265Keyframe,
  parseH265Sps,
} from "./h265.js";

/** One whole video frame as a dashcam sent it: Annex B bytes, its timestamp and interval in milliseconds. */
export interface H264Frame {
  timestamp: number;
  /** the device's "last frame interval"; 0 or null when it does not say */
  interval: number | null;
  data: Uint8Array;
}

export type H264Segment =
  | { kind: "init"; codec: string; width: number; height: number; bytes: Uint8Array }
  | { kind: "fragment"; key: boolean; bytes: Uint8Array };

/** Frame interval assumed until the stream tells (25 fps, the dashcams' usual rate). */
const DEFAULT_INTERVAL_MS = 40;
/** Frames further apart than this are a gap (a paused or reconnected stream), not a slow frame. */
const MAX_INTERVAL_MS = 1_000;

const lengthPrefixed = (units: readonly Uint8Array[]) =>
  concatBytes(
    units.flatMap((unit) => [
      Uint8Array.of(
        unit.length >>> 24,
        (unit.length >>> 16) & 0xff,
        (unit.length >>> 8) & 0xff,
        unit.length & 0xff,
      ),
      unit,
    ]),
  );

const sameBytes = (a: Uint8Array | null, b: Uint8Array) =>
  a !== null && a.length === b.length && a.every((byte, index) => byte === b[index]);

/** What one NAL unit is to the muxer: a parameter set (by its slot), skipped, or a sample's (a key frame's?). */
type NalRole = { parameter: number } | "skip" | "key" | "sample";

interface VideoCodec {
  /** parameter sets a configuration needs: SPS and PPS for H.264; VPS, SPS and PPS for H.265 */
  parameterSets: number;
  role(unit: Uint8Array): NalRole;
  /** the init segment's track; throws H264FormatError on a malformed parameter set */
  configure(parameters: readonly Uint8Array[]): {
    codec: string;
    width: number;
    height: number;
    track: Fmp4VideoTrack;
  };
}

const H264_CODEC: VideoCodec = {
  parameterSets: 2,
  role(unit) {
    const type = h264NalType(unit);
    if (type === H264_NAL.sps) return { parameter: 0 };
    if (type === H264_NAL.pps) return { parameter: 1 };
    if (type === H264_NAL.accessUnitDelimiter) return "skip";
    return type === H264_NAL.idr ? "key" : "sample";
  },
  configure([spsNal, ppsNal]) {
    const sps = parseH264Sps(spsNal as Uint8Array);
    return {
      codec: h264CodecString(sps),
      width: sps.width,
      height: sps.height,
      track: {
        width: sps.width,
        height: sps.height,
        decoderConfiguration: h264DecoderConfiguration(spsNal as Uint8Array, ppsNal as Uint8Array, sps),
      },
    };
  },
};

const H265_CODEC: VideoCodec = {
  parameterSets: 3,
  role(unit) {
    if (unit.length < 2) return "skip";
    const type = h265NalType(unit);
    if (type === H265_NAL.vps) return { parameter: 0 };
    if (type === H265_NAL.sps) return { parameter: 1 };
    if (type === H265_NAL.pps) return { parameter: 2 };
    if (type === H265_NAL.accessUnitDelimiter) return "skip";
    return isH265Keyframe(type) ? "key" : "sample";
  },
  configure([vps, spsNal, pps]) {
    const sps = parseH265Sps(spsNal as Uint8Array);
    return {
      codec: h265CodecString(sps),
      width: sps.width,
      height: sps.height,
      track: {
        width: sps.width,
        height: sps.height,
        sampleEntry: "hvc1",
        decoderConfiguration: h265DecoderConfiguration(
          vps as Uint8Array,
          spsNal as Uint8Array,
          pps as Uint8Array,
          sps,
        ),
      },
    };
  },
};

/**
 * Turns one channel's H.264 or H.265 frames into fMP4 for one viewer: the init segment once the parameter sets are known
 * (again when they change), then a fragment per frame from the first IDR frame on. After `lost()` (a frame that
 * never came whole) it waits for the next IDR frame, since later frames refer to the lost one. Malformed input is
 * dropped, never thrown.
 */
export class LiveVideoMuxer {
  private readonly codec: VideoCodec;
  private parameters: (Uint8Array | null)[];
  private configured = false;
  private waitingForKey = true;
  private sequence = 0;
  private firstTimestamp: number | null = null;
  private lastDecodeTime = -1;
  /** frames thrown away (before a key frame, malformed) */
  dropped = 0;

  constructor(codec: "h264" | "h265" = "h264") {
    this.codec = codec === "h265" ? H265_CODEC : H264_CODEC;
    this.parameters = new Array<Uint8Array | null>(this.codec.parameterSets).fill(null);
  }

  /** The segments this frame adds, in order. */
  push(frame: H264Frame): H264Segment[] {
    const segments: H264Segment[] = [];
    const units = splitAnnexB(frame.data);
    const parameters = new Array<Uint8Array | null>(this.codec.parameterSets).fill(null);
    const samples: Uint8Array[] = [];
    let key = false;
    for (const unit of units) {
      const role = this.codec.role(unit);
      if (role === "skip") continue;
      if (typeof role === "object") parameters[role.parameter] = unit;
      else {
        if (role === "key") key = true;
        samples.push(unit);
      }
    }
    const complete = parameters.filter((unit): unit is Uint8Array => unit !== null);
    if (
      complete.length === parameters.length &&
      complete.some((unit, index) => !sameBytes(this.parameters[index] ?? null, unit))
    ) {
      const init = this.configure(complete);
      if (init) segments.push(init);
    }
    if (!this.configured || samples.length === 0 || (this.waitingForKey && !key)) {
      this.dropped++;
      return segments;
    }
    this.waitingForKey = false;
    segments.push({ kind: "fragment", key, bytes: this.fragment(frame, key, lengthPrefixed(samples)) });
    return segments;
  }

  /** A frame was lost: skip to the next key frame. */
  lost(): void {
    this.waitingForKey = true;
  }

  private configure(parameters: Uint8Array[]): H264Segment | null {
    try {
      const { codec, width, height, track } = this.codec.configure(parameters);
      this.parameters = parameters;
      this.configured = true;
      this.waitingForKey = true;
      return { kind: "init", codec, width, height, bytes: fmp4InitSegment(track) };
    } catch (error) {
      if (error instanceof H264FormatError) return null;
      throw error;
    }
  }

  private fragment(frame: H264Frame, key: boolean, data: Uint8Array): Uint8Array {
    this.firstTimestamp ??= frame.timestamp;
    const interval =
      frame.interval && frame.interval > 0 && frame.interval <= MAX_INTERVAL_MS
        ? frame.interval
        : DEFAULT_INTERVAL_MS;
    const elapsed = frame.timestamp - this.firstTimestamp;
    // timestamps that go back or jump (a device clock reset, a reconnect) continue right after the last frame
    const decodeTime =
      elapsed > this.lastDecodeTime && elapsed - this.lastDecodeTime <= MAX_INTERVAL_MS
        ? elapsed
        : this.lastDecodeTime + interval;
    if (decodeTime !== elapsed) this.firstTimestamp = frame.timestamp - decodeTime;
    this.lastDecodeTime = decodeTime;
    this.sequence++;
    return fmp4Fragment({ sequence: this.sequence, decodeTime, duration: interval, key, data });
  }
}

/** The H.264 muxer (JT/T 1078 payload type 98). */
export class H264LiveMuxer extends LiveVideoMuxer {
  constructor() {
    super("h264");
  }
}

/** The muxer for a JT/T 1078 video payload type: H.265 (99) or H.264 (98, and anything else a dashcam says). */
export const liveVideoMuxerFor = (payloadType: number) =>
  new LiveVideoMuxer(payloadType === JT1078_PAYLOAD.h265 ? "h265" : "h264");
