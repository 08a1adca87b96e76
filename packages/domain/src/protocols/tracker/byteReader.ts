/** Reads big-endian integers from `bytes` between `offset` and `end`; throws a RangeError past the end. */
export class ByteReader {
  offset: number;
  constructor(
    readonly bytes: Uint8Array,
    offset = 0,
    readonly end = bytes.length,
  ) {
    this.offset = offset;
  }
  private need(count: number) {
    if (this.offset + count > this.end) throw new RangeError("truncated");
  }
  u8() {
    this.need(1);
    return this.bytes[this.offset++] as number;
  }
  u16() {
    return (this.u8() << 8) | this.u8();
  }
  i16() {
    return (this.u16() << 16) >> 16;
  }
  u32() {
    return this.u16() * 0x10000 + this.u16();
  }
  i32() {
    return this.u32() | 0;
  }
  u64() {
    return (BigInt(this.u32()) << 32n) | BigInt(this.u32());
  }
  take(count: number) {
    this.need(count);
    const slice = this.bytes.slice(this.offset, this.offset + count);
    this.offset += count;
    return slice;
  }
}
