import { inMeasuredRange } from "../../tracking/measuredRanges.js";
import type { ReportedPosition, ReportedStatus } from "../../tracking/reportedPosition.js";

/** A position a tracker reported, in the pipeline's units, every measured value in range. */
export type TrackerFix = ReportedPosition;

/** What a tracker said about itself without a position (heartbeat, status text). */
export type TrackerStatus = Omit<ReportedStatus, "time"> & { time?: Date | undefined };

/**
 * One decoded frame of a tracker protocol. `imei` is set when the frame names its device (text protocols name it
 * in every frame); `answer` is what the device expects back: for positions only once they are stored.
 */
export type TrackerMessage =
  | { kind: "login"; imei: string; answer?: Uint8Array | undefined }
  | { kind: "positions"; imei?: string | undefined; fixes: TrackerFix[]; answer?: Uint8Array | undefined }
  | { kind: "status"; imei?: string | undefined; status: TrackerStatus; answer?: Uint8Array | undefined }
  | { kind: "commandReply"; imei?: string | undefined; text: string }
  /** a frame the codec cannot read: `type` names its kind for the metrics, `reason` says why */
  | {
      kind: "unknown";
      imei?: string | undefined;
      type: string;
      reason: string;
      answer?: Uint8Array | undefined;
    };

/** The fixed commands an operator sends (DEVICE_COMMAND_KINDS but custom, whose text is sent as typed). */
export type TrackerCommandKind = "locate" | "engineCut" | "engineRestore" | "reboot";

/** Splits a connection's bytes into frames; keeps the unfinished tail for the next chunk. */
export interface TrackerSplitter {
  push(chunk: Uint8Array): Uint8Array[];
  /** bytes skipped so far while looking for a frame start */
  readonly discardedBytes: number;
}

/** A datagram protocol's frame: who sent it, what it says, and the answer it wants once stored. */
export interface TrackerDatagram {
  imei: string;
  message: TrackerMessage;
}

/**
 * A tracker protocol as the gateways use it: pure, no I/O. Registered once in TRACKER_CODECS; the ingest serves
 * it on its port and the command flow sends its commands.
 */
export interface TrackerCodec {
  /** the devices' vendorType, also the metrics' protocol name */
  vendorType: string;
  /** for logs and the vehicle form */
  label: string;
  newSplitter(): TrackerSplitter;
  /** Decodes one frame; never throws, whatever the bytes. `imei`: the connection's device, once known. */
  decode(frame: Uint8Array, imei: string | null): TrackerMessage;
  /** sent when a login names an unknown device, before closing (Teltonika: 0x00) */
  loginRefused?: Uint8Array;
  /** the device's text of a fixed command; null when the protocol has no such command */
  commandText?(kind: TrackerCommandKind, imei: string, now: Date): string | null;
  /** the bytes that carry a command's text (commandText's, or an operator's custom text) to the device `imei` */
  encodeCommand?(text: string, imei: string): Uint8Array;
  /** UDP: decodes one datagram (null when it is not one of the protocol's) */
  decodeDatagram?(datagram: Uint8Array): TrackerDatagram | null;
}

const latin1 = new TextDecoder("latin1");
export const asciiText = (bytes: Uint8Array) => latin1.decode(bytes);
export const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

/** GSM signal in the 0–4 bars the vehicle card shows, from a device's own scale 0..max. */
export const gsmBars = (value: number, max: number) =>
  Number.isFinite(value) && value >= 0 && max > 0 ? Math.round((Math.min(value, max) * 4) / max) : undefined;

/** Drops the optional measured fields out of their range; null when the fix itself is impossible. */
export function checkedFix(fix: TrackerFix): TrackerFix | null {
  if (!Number.isFinite(fix.fixTime.getTime())) return null;
  if (!(Math.abs(fix.latitude) <= 90 && Math.abs(fix.longitude) <= 180)) return null;
  if (!inMeasuredRange("speedKmh", fix.speedKmh)) return null;
  const checked: TrackerFix = { ...fix };
  for (const field of [
    "course",
    "altitude",
    "batteryPercent",
    "fuelPercent",
    "temperature",
    "odometerKm",
  ] as const) {
    const value = checked[field];
    if (value !== undefined && !inMeasuredRange(field, value)) delete checked[field];
  }
  if (checked.course !== undefined && checked.course >= 360) checked.course %= 360;
  return checked;
}

/** NMEA-style ddmm.mmmm (or dddmm.mmmm) with its hemisphere letter as degrees; NaN when unreadable. */
export function nmeaDegrees(value: string, hemisphere: string): number {
  if (!/^\d{3,5}\.\d+$|^\d{3,5}$/.test(value)) return Number.NaN;
  const raw = Number(value);
  const degrees = Math.floor(raw / 100);
  const minutes = raw - degrees * 100;
  if (minutes >= 60) return Number.NaN;
  const signed = degrees + minutes / 60;
  if (hemisphere === "S" || hemisphere === "W") return -signed;
  return hemisphere === "N" || hemisphere === "E" ? signed : Number.NaN;
}

/** Splits text frames ending in `terminator`; a frame longer than `maxLength` is dropped. */
export class TextFrameSplitter implements TrackerSplitter {
  private buffer = new Uint8Array(0);
  discardedBytes = 0;

  constructor(
    private readonly terminator: number,
    private readonly maxLength = 1024,
  ) {}

  push(chunk: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    const frames: Uint8Array[] = [];
    let start = 0;
    for (let end = joined.indexOf(this.terminator); end >= 0; end = joined.indexOf(this.terminator, start)) {
      const frame = trimLeading(joined.subarray(start, end + 1));
      this.discardedBytes += end + 1 - start - frame.length;
      if (frame.length > 1) frames.push(frame.slice());
      start = end + 1;
    }
    let rest = joined.subarray(start);
    if (rest.length > this.maxLength) {
      this.discardedBytes += rest.length;
      rest = new Uint8Array(0);
    }
    this.buffer = rest.slice();
    return frames;
  }
}

/** line breaks and spaces some devices put between frames */
function trimLeading(frame: Uint8Array) {
  let index = 0;
  while (index < frame.length && (frame[index] as number) <= 0x20) index++;
  return frame.subarray(index);
}
