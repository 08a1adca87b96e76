import { GT06_LONG_START, GT06_SHORT_START } from "./constants.js";
import { crc16X25 } from "./crc16X25.js";

/** One checked GT06 packet: `78 78 len proto content serial crc 0D 0A` or `79 79 len(2) proto content serial crc 0D 0A`. */
export interface Gt06Frame {
  /** true for the `79 79` form with a two-byte length */
  extended: boolean;
  protocol: number;
  /** bytes between the protocol number and the serial number (a copy, safe to keep) */
  content: Uint8Array;
  serial: number;
}

export interface Gt06FrameSplitterOptions {
  /** Largest whole packet accepted, start marker to `0D 0A` included (default 1024). */
  maxFrameSize?: number;
  /** Drop packets whose CRC-16/X.25 does not match (default true). */
  verifyCrc?: boolean;
  /** Start lenient (see Gt06FrameSplitter.lenient; default false). */
  lenient?: boolean;
}

/** Counters of what the splitter threw away; they only grow. */
export interface Gt06SplitterStats {
  /** well-framed packets dropped for a wrong CRC */
  crcErrors: number;
  /** bytes skipped while looking for a start marker (garbage, broken or oversized packets) */
  discardedBytes: number;
  /** start markers whose length was impossible or larger than maxFrameSize */
  invalidFrames: number;
  /** packets taken only because the splitter is lenient: wrong CRC, or cut at 0D 0A against their length */
  lenientFrames: number;
}

/** The length field counts protocol(1) + content + serial(2) + crc(2). */
const MIN_LENGTH = 1 + 2 + 2;

/**
 * Cuts a TCP byte stream into GT06 packets. Keeps an incomplete packet until the rest arrives, returns every
 * complete packet of a read, and resynchronises on the next start marker after garbage or a broken packet.
 */
export class Gt06FrameSplitter {
  readonly stats: Gt06SplitterStats = { crcErrors: 0, discardedBytes: 0, invalidFrames: 0, lenientFrames: 0 };
  /**
   * For firmwares that send broken packets (a per-device setting): a packet with a wrong CRC is taken, and a
   * packet whose length byte does not end at `0D 0A` is cut at the next `0D 0A` that a start marker (or, when
   * the length is plainly wrong, the end of the read) follows.
   */
  lenient: boolean;
  private readonly maxFrameSize: number;
  private readonly verifyCrc: boolean;
  private pending: Uint8Array = new Uint8Array(0);

  constructor(options: Gt06FrameSplitterOptions = {}) {
    this.maxFrameSize = options.maxFrameSize ?? 1024;
    this.verifyCrc = options.verifyCrc ?? true;
    this.lenient = options.lenient ?? false;
  }

  /** Bytes held back waiting for the rest of a packet. */
  get buffered(): number {
    return this.pending.length;
  }

  push(chunk: Uint8Array): Gt06Frame[] {
    const bytes = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    const frames: Gt06Frame[] = [];
    let offset = 0;

    while (offset < bytes.length) {
      const start = findStart(bytes, offset);
      if (start < 0) {
        // Keep a trailing first marker byte: its twin may be in the next read.
        const last = bytes[bytes.length - 1];
        const keep = last === GT06_SHORT_START || last === GT06_LONG_START ? 1 : 0;
        this.stats.discardedBytes += bytes.length - keep - offset;
        offset = bytes.length - keep;
        break;
      }
      this.stats.discardedBytes += start - offset;
      offset = start;

      const candidate = this.inspect(bytes, offset);
      if (candidate.state === "incomplete") {
        // A stray marker byte can announce a long packet that never comes; if a whole valid packet
        // already follows it, the marker was garbage.
        const next = this.nextCompleteFrame(bytes, offset + 1);
        if (next < 0) break;
        this.stats.invalidFrames += 1;
        this.stats.discardedBytes += next - offset;
        offset = next;
        continue;
      }
      if (candidate.state === "invalid") {
        this.stats.invalidFrames += 1;
        this.stats.discardedBytes += 1;
        offset += 1;
        continue;
      }
      if (candidate.state === "badCrc") {
        this.stats.crcErrors += 1;
        this.stats.discardedBytes += candidate.total;
        offset += candidate.total;
        continue;
      }
      const { total, lengthSize } = candidate;
      if (candidate.lenient) this.stats.lenientFrames += 1;
      const protocolAt = offset + 2 + lengthSize;
      const serialAt = offset + total - 6;
      frames.push({
        extended: lengthSize === 2,
        protocol: bytes[protocolAt] as number,
        content: copy(bytes, protocolAt + 1, serialAt),
        serial: ((bytes[serialAt] as number) << 8) | (bytes[serialAt + 1] as number),
      });
      offset += total;
    }

    this.pending = copy(bytes, offset, bytes.length);
    return frames;
  }

  /** What starts at `offset` (a start marker): a whole packet, a broken one, or not all of it yet. */
  private inspect(bytes: Uint8Array, offset: number): Candidate {
    const lengthSize = bytes[offset] === GT06_LONG_START ? 2 : 1;
    if (bytes.length - offset < 2 + lengthSize) return { state: "incomplete" };
    const length =
      lengthSize === 2
        ? ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number)
        : (bytes[offset + 2] as number);
    const total = 2 + lengthSize + length + 2;
    if (length < MIN_LENGTH || total > this.maxFrameSize)
      return this.byLineEnd(bytes, offset, lengthSize, true);
    if (bytes.length - offset < total) {
      const cut = this.lenient ? this.byLineEnd(bytes, offset, lengthSize, false) : INCOMPLETE;
      return cut.state === "frame" ? cut : INCOMPLETE;
    }
    if (bytes[offset + total - 2] !== 0x0d || bytes[offset + total - 1] !== 0x0a)
      return this.byLineEnd(bytes, offset, lengthSize, true);
    if (this.verifyCrc && !crcMatches(bytes, offset, total)) {
      return this.lenient ? { state: "frame", total, lengthSize, lenient: true } : { state: "badCrc", total };
    }
    return { state: "frame", total, lengthSize, lenient: false };
  }

  /**
   * Lenient only: the packet at `offset` ends at the first `0D 0A` followed by a start marker, or by the end of
   * the read when `wrongLength` (its length byte is known to be wrong). Otherwise invalid (strict) or incomplete.
   */
  private byLineEnd(bytes: Uint8Array, offset: number, lengthSize: number, wrongLength: boolean): Candidate {
    if (!this.lenient) return INVALID;
    const limit = Math.min(bytes.length - 1, offset + this.maxFrameSize - 1);
    for (let end = offset + 2 + lengthSize + MIN_LENGTH; end < limit; end++) {
      if (bytes[end] !== 0x0d || bytes[end + 1] !== 0x0a) continue;
      const next = end + 2;
      const atEnd = next === bytes.length;
      if ((atEnd && wrongLength) || (!atEnd && findStart(bytes, next) === next))
        return { state: "frame", total: next - offset, lengthSize, lenient: true };
    }
    return bytes.length - offset < this.maxFrameSize ? INCOMPLETE : INVALID;
  }

  private nextCompleteFrame(bytes: Uint8Array, from: number): number {
    for (let start = findStart(bytes, from); start >= 0; start = findStart(bytes, start + 1)) {
      if (this.inspect(bytes, start).state === "frame") return start;
    }
    return -1;
  }
}

type Candidate =
  | { state: "frame"; total: number; lengthSize: number; lenient: boolean }
  | { state: "badCrc"; total: number }
  | { state: "invalid" }
  | { state: "incomplete" };

const INVALID: Candidate = { state: "invalid" };
const INCOMPLETE: Candidate = { state: "incomplete" };

function crcMatches(bytes: Uint8Array, offset: number, total: number): boolean {
  const crcAt = offset + total - 4;
  return (
    crc16X25(bytes, offset + 2, crcAt) === (((bytes[crcAt] as number) << 8) | (bytes[crcAt + 1] as number))
  );
}

function findStart(bytes: Uint8Array, from: number): number {
  for (let index = from; index < bytes.length - 1; index++) {
    const byte = bytes[index];
    if ((byte === GT06_SHORT_START || byte === GT06_LONG_START) && bytes[index + 1] === byte) return index;
  }
  return -1;
}

/** A copy (a Node Buffer's slice would share the socket's memory). */
function copy(bytes: Uint8Array, start: number, end: number): Uint8Array {
  const out = new Uint8Array(Math.max(0, end - start));
  out.set(bytes.subarray(start, end));
  return out;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
