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
/**
 * Each character (a surrogate pair is one) as one byte, the low 8 bits of its first code unit. A plain loop: this
 * builds an answer for every frame, and `Uint8Array.from(text, map)` costs microseconds.
 */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[length++] = code & 0xff;
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++;
  }
  return length === text.length ? bytes : bytes.slice(0, length);
}

/** GSM signal in the 0–4 bars the vehicle card shows, from a device's own scale 0..max. */
export const gsmBars = (value: number, max: number) =>
  Number.isFinite(value) && value >= 0 && max > 0 ? Math.round((Math.min(value, max) * 4) / max) : undefined;

/** Where an AVL record (Teltonika, Ruptela) was taken: its GPS element. */
export interface AvlPosition {
  fixTime: Date;
  latitude: number;
  longitude: number;
  altitude: number;
  course: number;
  speedKmh: number;
  satellites: number;
}

/**
 * An AVL record's fix: its IO elements as mapped, completed in place with its position, checked. In place because
 * `{ ...io, more }` is a slow path of V8 (µs per record, docs/performance.md); the keys and their order are the same.
 */
export function avlRecordFix(io: Pick<TrackerFix, "attributes">, position: AvlPosition): TrackerFix | null {
  const { fixTime, latitude, longitude, altitude, course, speedKmh, satellites } = position;
  const gpsFixed = satellites > 0 && !(latitude === 0 && longitude === 0);
  return checkedFix(
    Object.assign(io, { fixTime, latitude, longitude, altitude, course, speedKmh, gpsFixed }),
  );
}

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
    // Nearly always nothing is left over from the previous chunk: then the chunk is read in place, as a plain
    // Uint8Array (a Buffer's slice() would share its memory; the frames and the rest below must be copies).
    const joined =
      this.buffer.length === 0
        ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length)
        : concatenated(this.buffer, chunk);
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

function concatenated(first: Uint8Array, second: Uint8Array) {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

/** line breaks and spaces some devices put between frames */
function trimLeading(frame: Uint8Array) {
  let index = 0;
  while (index < frame.length && (frame[index] as number) <= 0x20) index++;
  return frame.subarray(index);
}
