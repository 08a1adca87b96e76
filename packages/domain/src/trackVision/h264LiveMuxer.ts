import { concatBytes } from "../protocols/jt808/bytes.js";
import { fmp4Fragment, fmp4InitSegment } from "./fmp4.js";
import {
  H264_NAL,
  H264FormatError,
  h264CodecString,
  h264DecoderConfiguration,
  h264NalType,
  parseH264Sps,
  splitAnnexB,
} from "./h264.js";

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

/**
 * Turns one channel's H.264 frames into fMP4 for one viewer: the init segment once the parameter sets are known
 * (again when they change), then a fragment per frame from the first IDR frame on. After `lost()` (a frame that
 * never came whole) it waits for the next IDR frame, since later frames refer to the lost one. Malformed input is
 * dropped, never thrown.
 */
export class H264LiveMuxer {
  private sps: Uint8Array | null = null;
  private pps: Uint8Array | null = null;
  private configured = false;
  private waitingForKey = true;
  private sequence = 0;
  private firstTimestamp: number | null = null;
  private lastDecodeTime = -1;
  /** frames thrown away (before a key frame, malformed) */
  dropped = 0;

  /** The segments this frame adds, in order. */
  push(frame: H264Frame): H264Segment[] {
    const segments: H264Segment[] = [];
    const units = splitAnnexB(frame.data);
    let sps: Uint8Array | null = null;
    let pps: Uint8Array | null = null;
    const samples: Uint8Array[] = [];
    let key = false;
    for (const unit of units) {
      const type = h264NalType(unit);
      if (type === H264_NAL.sps) sps = unit;
      else if (type === H264_NAL.pps) pps = unit;
      else if (type === H264_NAL.accessUnitDelimiter) continue;
      else {
        if (type === H264_NAL.idr) key = true;
        samples.push(unit);
      }
    }
    if (sps && pps && (!sameBytes(this.sps, sps) || !sameBytes(this.pps, pps))) {
      const init = this.configure(sps, pps);
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

  private configure(spsNal: Uint8Array, ppsNal: Uint8Array): H264Segment | null {
    try {
      const sps = parseH264Sps(spsNal);
      this.sps = spsNal;
      this.pps = ppsNal;
      this.configured = true;
      this.waitingForKey = true;
      return {
        kind: "init",
        codec: h264CodecString(sps),
        width: sps.width,
        height: sps.height,
        bytes: fmp4InitSegment({
          width: sps.width,
          height: sps.height,
          decoderConfiguration: h264DecoderConfiguration(spsNal, ppsNal, sps),
        }),
      };
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
