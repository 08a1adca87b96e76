/** Big-endian reader over one message body; reading past the end throws Jt808FormatError. */
export class ByteReader {
  offset = 0;
  constructor(
    readonly bytes: Uint8Array,
    readonly end = bytes.length,
  ) {}

  get remaining(): number {
    return this.end - this.offset;
  }

  private take(size: number): number {
    if (size < 0 || this.offset + size > this.end) throw new Jt808FormatError("body too short");
    const at = this.offset;
    this.offset += size;
    return at;
  }

  byte(): number {
    return this.bytes[this.take(1)] as number;
  }

  word(): number {
    const at = this.take(2);
    return ((this.bytes[at] as number) << 8) | (this.bytes[at + 1] as number);
  }

  dword(): number {
    const at = this.take(4);
    return (
      (this.bytes[at] as number) * 0x1000000 +
      (((this.bytes[at + 1] as number) << 16) |
        ((this.bytes[at + 2] as number) << 8) |
        (this.bytes[at + 3] as number))
    );
  }

  /** A copy of the next `size` bytes. */
  slice(size: number): Uint8Array {
    const at = this.take(size);
    return this.bytes.slice(at, at + size);
  }

  bcd(size: number): string {
    return bcdDigits(this.slice(size));
  }

  /** A fixed-size text field: GBK (ASCII for the ids devices send), trailing NUL and spaces cut. */
  text(size: number): string {
    return decodeText(this.slice(size));
  }
}

/** Collects a body; `bytes()` returns what was written. */
export class ByteWriter {
  private readonly parts: number[] = [];

  byte(value: number): this {
    this.parts.push(value & 0xff);
    return this;
  }

  word(value: number): this {
    return this.byte(value >>> 8).byte(value);
  }

  dword(value: number): this {
    return this.byte(value >>> 24)
      .byte(value >>> 16)
      .byte(value >>> 8)
      .byte(value);
  }

  raw(bytes: ArrayLike<number>): this {
    for (let index = 0; index < bytes.length; index++) this.byte(bytes[index] as number);
    return this;
  }

  /** Digits as BCD, left-padded with 0 to `size` bytes. */
  bcd(digits: string, size: number): this {
    return this.raw(bcdBytes(digits, size));
  }

  /** ASCII text NUL-padded (or cut) to `size` bytes. */
  fixedText(text: string, size: number): this {
    const encoded = ASCII.encode(text).subarray(0, size);
    const padded = new Uint8Array(size);
    padded.set(encoded);
    return this.raw(padded);
  }

  /** ASCII text with a one-byte length before it. */
  shortText(text: string): this {
    const encoded = ASCII.encode(text);
    if (encoded.length > 0xff) throw new RangeError("text longer than 255 bytes");
    return this.byte(encoded.length).raw(encoded);
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** The body does not have the layout of its message. */
export class Jt808FormatError extends Error {}

const ASCII = new TextEncoder();
const GBK = new TextDecoder("gbk");

export function decodeText(bytes: Uint8Array): string {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === 0 || bytes[end - 1] === 0x20)) end--;
  let start = 0;
  while (start < end && bytes[start] === 0) start++;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: devices pad with NUL and send stray control bytes
  return GBK.decode(bytes.subarray(start, end)).replace(/[\u0000-\u001f\ufffd]/g, "");
}

export function bcdDigits(bytes: Uint8Array): string {
  let digits = "";
  for (const byte of bytes) digits += (byte >> 4).toString(16) + (byte & 0x0f).toString(16);
  return digits;
}

export function bcdBytes(digits: string, size: number): Uint8Array {
  // hex nibbles too: a terminal whose header id is hex is answered with the id it sent
  if (!/^[0-9a-f]*$/i.test(digits) || digits.length > size * 2)
    throw new RangeError(`not ${size * 2} BCD digits`);
  const padded = digits.padStart(size * 2, "0");
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index++)
    bytes[index] = Number.parseInt(padded.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** JT/T 808 times: BCD YYMMDDhhmmss in the device's zone (GMT+8 by the standard). Null when not a date. */
export function decodeBcdTime(reader: ByteReader, zoneOffsetMinutes: number): Date | null {
  const digits = reader.bcd(6);
  if (!/^\d{12}$/.test(digits)) return null;
  const [year, month, day, hour, minute, second] = (digits.match(/\d\d/g) ?? []).map(Number) as number[];
  if (month === undefined || day === undefined || hour === undefined || minute === undefined) return null;
  if (second === undefined || year === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  const date = new Date(utc - zoneOffsetMinutes * 60_000);
  return new Date(Date.UTC(2000 + year, month - 1, day)).getUTCDate() === day ? date : null;
}

export function encodeBcdTime(writer: ByteWriter, time: Date, zoneOffsetMinutes: number): ByteWriter {
  const local = new Date(time.getTime() + zoneOffsetMinutes * 60_000);
  const two = (value: number) => String(value).padStart(2, "0");
  const digits =
    two(local.getUTCFullYear() % 100) +
    two(local.getUTCMonth() + 1) +
    two(local.getUTCDate()) +
    two(local.getUTCHours()) +
    two(local.getUTCMinutes()) +
    two(local.getUTCSeconds());
  return writer.bcd(digits, 6);
}

/** The parts one after the other in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
