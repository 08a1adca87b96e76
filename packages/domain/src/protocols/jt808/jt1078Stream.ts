import { ByteReader, ByteWriter, concatBytes } from "./bytes.js";
import { jt808TerminalId } from "./frame.js";

/**
 * The JT/T 1078 media stream a terminal opens after 0x9101: RTP-like packets, each a 0x30 0x31 0x63 0x64 header,
 * payload type, serial, the SIM number (6 BCD bytes in the 2016 edition, 10 in 2019), channel, data type with a
 * sub-package flag, a timestamp (not for transparent data), frame intervals (video only), then at most 950 bytes.
 */
export const JT1078_STREAM_MAGIC = Uint8Array.of(0x30, 0x31, 0x63, 0x64);

/** Payload types (JT/T 1078 table 12) Armada reads or writes. */
export const JT1078_PAYLOAD = {
  g711a: 6,
  g711u: 7,
  g726: 8,
  aac: 19,
  adpcma: 26,
  h264: 98,
  h265: 99,
} as const;

export const JT1078_DATA_TYPE = { videoI: 0, videoP: 1, videoB: 2, audio: 3, transparent: 4 } as const;
export const JT1078_SUBPACKAGE = { atomic: 0, first: 1, last: 2, middle: 3 } as const;

/** Largest body of one packet. */
export const JT1078_MAX_BODY = 950;

export type Jt1078Edition = 2016 | 2019;

export interface Jt1078Packet {
  /** M bit: the last packet of a frame */
  marker: boolean;
  payloadType: number;
  serial: number;
  sim: string;
  channel: number;
  dataType: number;
  subpackage: number;
  /** milliseconds, as the terminal counts them; null for transparent data */
  timestamp: number | null;
  /** video only */
  lastIFrameInterval: number | null;
  lastFrameInterval: number | null;
  body: Uint8Array;
}

const simBytes = (edition: Jt1078Edition) => (edition === 2019 ? 10 : 6);
const isVideo = (dataType: number) => dataType <= JT1078_DATA_TYPE.videoB;

/** Header size up to and including the body length, for a packet of this data type. */
function headerSize(edition: Jt1078Edition, dataType: number): number {
  let size = 4 + 1 + 1 + 2 + simBytes(edition) + 1 + 1;
  if (dataType !== JT1078_DATA_TYPE.transparent) size += 8;
  if (isVideo(dataType)) size += 4;
  return size + 2;
}

export function encodeJt1078Packet(packet: Jt1078Packet, edition: Jt1078Edition = 2016): Uint8Array {
  if (packet.body.length > JT1078_MAX_BODY)
    throw new RangeError(`a packet body holds at most ${JT1078_MAX_BODY} bytes`);
  const writer = new ByteWriter()
    .raw(JT1078_STREAM_MAGIC)
    .byte(0x81)
    .byte((packet.marker ? 0x80 : 0) | (packet.payloadType & 0x7f))
    .word(packet.serial)
    .bcd(packet.sim, simBytes(edition))
    .byte(packet.channel)
    .byte(((packet.dataType & 0x0f) << 4) | (packet.subpackage & 0x0f));
  if (packet.dataType !== JT1078_DATA_TYPE.transparent) {
    const timestamp = packet.timestamp ?? 0;
    writer.dword(Math.floor(timestamp / 2 ** 32)).dword(timestamp % 2 ** 32);
  }
  if (isVideo(packet.dataType))
    writer.word(packet.lastIFrameInterval ?? 0).word(packet.lastFrameInterval ?? 0);
  return writer.word(packet.body.length).raw(packet.body).bytes();
}

/** The packet at the start of `bytes`, with its size; null when more bytes are needed. Throws on a bad header. */
export function decodeJt1078Packet(
  bytes: Uint8Array,
  edition: Jt1078Edition,
): { packet: Jt1078Packet; size: number } | null {
  const kindAt = 4 + 1 + 1 + 2 + simBytes(edition) + 1;
  if (bytes.length <= kindAt) return null;
  const dataType = (bytes[kindAt] as number) >> 4;
  const size = headerSize(edition, dataType);
  if (bytes.length < size) return null;
  const reader = new ByteReader(bytes);
  for (const expected of JT1078_STREAM_MAGIC)
    if (reader.byte() !== expected) throw new Jt1078StreamError("not a JT/T 1078 packet header");
  reader.byte();
  const markerAndType = reader.byte();
  const serial = reader.word();
  const sim = jt808TerminalId(reader.bcd(simBytes(edition)));
  const channel = reader.byte();
  const kind = reader.byte();
  const subpackage = kind & 0x0f;
  if (dataType > JT1078_DATA_TYPE.transparent || subpackage > JT1078_SUBPACKAGE.middle)
    throw new Jt1078StreamError("unknown data type or sub-package flag");
  const timestamp =
    dataType === JT1078_DATA_TYPE.transparent ? null : reader.dword() * 2 ** 32 + reader.dword();
  const lastIFrameInterval = isVideo(dataType) ? reader.word() : null;
  const lastFrameInterval = isVideo(dataType) ? reader.word() : null;
  const length = reader.word();
  if (length > JT1078_MAX_BODY) throw new Jt1078StreamError("packet body longer than the standard allows");
  if (bytes.length < size + length) return null;
  return {
    packet: {
      marker: (markerAndType & 0x80) !== 0,
      payloadType: markerAndType & 0x7f,
      serial,
      sim,
      channel,
      dataType,
      subpackage,
      timestamp,
      lastIFrameInterval,
      lastFrameInterval,
      body: bytes.slice(size, size + length),
    },
    size: size + length,
  };
}

export class Jt1078StreamError extends Error {}

/**
 * Cuts a TCP stream into packets. The edition (length of the SIM field) is found from the first packet: the layout
 * whose packet is followed by the next packet's header.
 */
export class Jt1078StreamSplitter {
  private buffer = new Uint8Array(0);
  /** bytes thrown away while looking for a header */
  skipped = 0;

  constructor(public edition: Jt1078Edition | null = null) {}

  push(chunk: Uint8Array): Jt1078Packet[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    this.buffer = joined;
    const packets: Jt1078Packet[] = [];
    for (;;) {
      this.resync();
      if (this.buffer.length < JT1078_STREAM_MAGIC.length) break;
      const edition = this.edition ?? this.detectEdition();
      if (edition === null) break;
      let decoded: ReturnType<typeof decodeJt1078Packet>;
      try {
        decoded = decodeJt1078Packet(this.buffer, edition);
      } catch {
        this.drop(1);
        continue;
      }
      if (!decoded) break;
      this.edition = edition;
      packets.push(decoded.packet);
      this.buffer = this.buffer.subarray(decoded.size);
    }
    return packets;
  }

  /** Bytes waiting for the rest of their packet. */
  get pending(): number {
    return this.buffer.length;
  }

  private drop(count: number) {
    this.skipped += count;
    this.buffer = this.buffer.subarray(count);
  }

  /** Drops bytes up to the next header. */
  private resync() {
    const at = indexOfMagic(this.buffer);
    if (at > 0) this.drop(at);
    else if (at < 0) this.drop(Math.max(0, this.buffer.length - (JT1078_STREAM_MAGIC.length - 1)));
  }

  /**
   * The edition whose first packet is followed by the next packet's header. Waits while a layout may still fit
   * (its packet, or the header after it, is not all here yet); skips a byte when none can.
   */
  private detectEdition(): Jt1078Edition | null {
    let waiting = false;
    const fitting: { edition: Jt1078Edition; channel: number }[] = [];
    for (const edition of [2016, 2019] as const) {
      try {
        const decoded = decodeJt1078Packet(this.buffer, edition);
        const next = decoded ? this.buffer.subarray(decoded.size) : null;
        if (!decoded || !next || next.length < JT1078_STREAM_MAGIC.length) waiting = true;
        else if (indexOfMagic(next) === 0) fitting.push({ edition, channel: decoded.packet.channel });
      } catch {
        // this layout cannot be the device's
      }
    }
    // A 2019 audio header is as long as a 2016 video one: read as 2016, a SIM padded with zeros ("00000" + a
    // 15-digit terminal id) puts a 0 in the channel, which logical channels (from 1) never are.
    const edition = (fitting.find((candidate) => candidate.channel !== 0) ?? fitting[0])?.edition;
    if (edition) return edition;
    if (!waiting) this.drop(1);
    return null;
  }
}

function indexOfMagic(bytes: Uint8Array): number {
  outer: for (let at = 0; at + JT1078_STREAM_MAGIC.length <= bytes.length; at++) {
    for (let index = 0; index < JT1078_STREAM_MAGIC.length; index++)
      if (bytes[at + index] !== JT1078_STREAM_MAGIC[index]) continue outer;
    return at;
  }
  return -1;
}

/**
 * Joins sub-packaged frames per channel and data type. A frame is whole only when its parts come in serial order
 * (first, middle…, last); one with a part missing or out of order is dropped and counted in `dropped`, so a video
 * consumer knows to wait for the next key frame.
 */
export class Jt1078FrameAssembler {
  /** the parts so far of the frame being joined, or "broken" until the last part of one that lost a part */
  private readonly parts = new Map<string, { bodies: Uint8Array[]; nextSerial: number } | "broken">();
  /** frames that never came whole */
  dropped = 0;

  /** The frame this packet completes, with its first packet's header, or null. */
  push(packet: Jt1078Packet): { packet: Jt1078Packet; frame: Uint8Array } | null {
    const key = `${packet.channel}:${packet.dataType}`;
    const pending = this.parts.get(key);
    const ends = packet.subpackage === JT1078_SUBPACKAGE.last;
    if (packet.subpackage === JT1078_SUBPACKAGE.atomic || packet.subpackage === JT1078_SUBPACKAGE.first) {
      if (pending && pending !== "broken") this.dropped++;
      if (packet.subpackage === JT1078_SUBPACKAGE.atomic) {
        this.parts.delete(key);
        return { packet, frame: packet.body };
      }
      this.parts.set(key, { bodies: [packet.body], nextSerial: (packet.serial + 1) & 0xffff });
      return null;
    }
    if (pending === "broken" || !pending || pending.nextSerial !== packet.serial) {
      if (pending !== "broken") this.dropped++;
      if (ends) this.parts.delete(key);
      else this.parts.set(key, "broken");
      return null;
    }
    pending.bodies.push(packet.body);
    pending.nextSerial = (packet.serial + 1) & 0xffff;
    if (!ends) return null;
    this.parts.delete(key);
    return { packet, frame: concatBytes(pending.bodies) };
  }
}

/**
 * Cuts one frame into packets of at most `JT1078_MAX_BODY` bytes with the right sub-package flags; `serial` is the
 * first packet's serial number.
 */
export function jt1078FramePackets(
  header: Omit<Jt1078Packet, "body" | "subpackage" | "serial" | "marker">,
  frame: Uint8Array,
  serial: number,
): Jt1078Packet[] {
  const count = Math.max(1, Math.ceil(frame.length / JT1078_MAX_BODY));
  return Array.from({ length: count }, (_, index) => ({
    ...header,
    marker: index === count - 1,
    serial: (serial + index) & 0xffff,
    subpackage:
      count === 1
        ? JT1078_SUBPACKAGE.atomic
        : index === 0
          ? JT1078_SUBPACKAGE.first
          : index === count - 1
            ? JT1078_SUBPACKAGE.last
            : JT1078_SUBPACKAGE.middle,
    body: frame.subarray(index * JT1078_MAX_BODY, (index + 1) * JT1078_MAX_BODY),
  }));
}
