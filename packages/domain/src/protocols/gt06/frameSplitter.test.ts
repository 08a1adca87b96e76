import { describe, expect, it } from "vitest";
import { encodeGt06Login, encodeGt06Packet } from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const LOGIN = hex("78780D01086471700328358100093F040D0A");
/** Traccar's sample of a status packet (0x13) */
const HEARTBEAT = hex("78780a13c40604000201298f5b0d0a");
/** Traccar's sample of a location packet with ACC (0x22) */
const LOCATION = hex("787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A");

describe("Gt06FrameSplitter", () => {
  it("returns one frame with protocol, content and serial", () => {
    const splitter = new Gt06FrameSplitter();
    const frames = splitter.push(LOGIN);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ extended: false, protocol: 0x01, serial: 9 });
    expect(Array.from(frames[0]?.content ?? [])).toEqual(Array.from(hex("0864717003283581")));
    expect(splitter.buffered).toBe(0);
  });

  it("returns every packet of a read holding several", () => {
    const splitter = new Gt06FrameSplitter();
    const frames = splitter.push(join(LOGIN, LOCATION, HEARTBEAT));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x01, 0x22, 0x13]);
    expect(frames.map((frame) => frame.serial)).toEqual([9, 8, 0x0129]);
  });

  it("keeps a packet split across reads until its end arrives", () => {
    const splitter = new Gt06FrameSplitter();
    expect(splitter.push(LOCATION.subarray(0, 1))).toEqual([]);
    expect(splitter.push(LOCATION.subarray(1, 3))).toEqual([]);
    expect(splitter.push(LOCATION.subarray(3, 20))).toEqual([]);
    expect(splitter.buffered).toBe(20);
    const frames = splitter.push(join(LOCATION.subarray(20), HEARTBEAT.subarray(0, 5)));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x22]);
    expect(splitter.push(HEARTBEAT.subarray(5)).map((frame) => frame.protocol)).toEqual([0x13]);
    expect(splitter.buffered).toBe(0);
  });

  it("survives byte-by-byte delivery", () => {
    const splitter = new Gt06FrameSplitter();
    const stream = join(LOGIN, LOCATION, HEARTBEAT);
    const protocols: number[] = [];
    for (const byte of stream)
      protocols.push(...splitter.push(Uint8Array.of(byte)).map((frame) => frame.protocol));
    expect(protocols).toEqual([0x01, 0x22, 0x13]);
  });

  it("skips garbage before a start marker and counts it", () => {
    const splitter = new Gt06FrameSplitter();
    const garbage = new TextEncoder().encode("GET / HTTP/1.1\r\n\r\n");
    const frames = splitter.push(join(garbage, LOGIN, hex("00ff78"), HEARTBEAT));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x01, 0x13]);
    expect(splitter.stats.discardedBytes).toBe(garbage.length + 3);
  });

  it("drops pure garbage without holding it, keeping a possible first marker byte", () => {
    const splitter = new Gt06FrameSplitter();
    expect(splitter.push(hex("0102030405060778"))).toEqual([]);
    expect(splitter.buffered).toBe(1);
    expect(splitter.push(LOGIN.subarray(1)).map((frame) => frame.serial)).toEqual([9]);
  });

  it("resynchronises after a start marker with a broken end", () => {
    const splitter = new Gt06FrameSplitter();
    const broken = LOGIN.slice();
    broken[broken.length - 1] = 0x00; // end is not 0D 0A
    const frames = splitter.push(join(broken, HEARTBEAT));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x13]);
    expect(splitter.stats.invalidFrames).toBeGreaterThan(0);
  });

  it("drops a packet with a wrong CRC, counts it and keeps going", () => {
    const splitter = new Gt06FrameSplitter();
    const corrupted = LOCATION.slice();
    corrupted[10] = (corrupted[10] as number) ^ 0xff;
    const frames = splitter.push(join(corrupted, HEARTBEAT));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x13]);
    expect(splitter.stats.crcErrors).toBe(1);
  });

  it("drops the GT06 documentation's location example, whose CRC is wrong", () => {
    // 0x8081 is printed in the protocol document; CRC-16/X.25 of the packet is 0x7377.
    const splitter = new Gt06FrameSplitter();
    expect(
      splitter.push(hex("78781F120B081D112E10CC027AC7EB0C46584900148F01CC00287D001FB8000380810D0A")),
    ).toEqual([]);
    expect(splitter.stats.crcErrors).toBe(1);
    const lenient = new Gt06FrameSplitter({ verifyCrc: false });
    expect(
      lenient.push(hex("78781F120B081D112E10CC027AC7EB0C46584900148F01CC00287D001FB8000380810D0A")),
    ).toHaveLength(1);
  });

  it("refuses a length beyond maxFrameSize instead of waiting for it", () => {
    const splitter = new Gt06FrameSplitter({ maxFrameSize: 64 });
    const big = encodeGt06Packet(0x15, new Uint8Array(100), 1, true);
    const frames = splitter.push(join(big, LOGIN));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x01]);
    expect(splitter.stats.invalidFrames).toBeGreaterThan(0);
    expect(splitter.buffered).toBe(0);
  });

  it("refuses a length too short to hold protocol, serial and CRC", () => {
    const splitter = new Gt06FrameSplitter();
    const frames = splitter.push(join(hex("7878020d0a"), LOGIN));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x01]);
  });

  it("reads 79 79 packets with a two-byte length", () => {
    const splitter = new Gt06FrameSplitter();
    const packet = encodeGt06Packet(0x94, Uint8Array.of(0x00, 0x01, 0x02), 0x1234, true);
    expect(Array.from(packet.subarray(0, 4))).toEqual([0x79, 0x79, 0x00, 0x08]);
    const [frame] = splitter.push(packet);
    expect(frame).toMatchObject({ extended: true, protocol: 0x94, serial: 0x1234 });
    expect(Array.from(frame?.content ?? [])).toEqual([0, 1, 2]);
  });

  it("copies frame content out of the caller's buffer", () => {
    const splitter = new Gt06FrameSplitter();
    const packet = encodeGt06Login("864717003283581", 1);
    const [frame] = splitter.push(packet);
    packet.fill(0);
    expect(frame?.content[0]).toBe(0x08);
  });
});

describe("Gt06FrameSplitter: lenient framing for buggy firmware", () => {
  const location = () => Uint8Array.from(LOCATION);

  it("strict drops a packet with a wrong CRC; lenient takes it and counts it", () => {
    const broken = location();
    broken[broken.length - 3] = (broken[broken.length - 3] ?? 0) ^ 0xff;
    const strict = new Gt06FrameSplitter();
    expect(strict.push(broken)).toEqual([]);
    expect(strict.stats.crcErrors).toBe(1);
    const lenient = new Gt06FrameSplitter({ lenient: true });
    expect(lenient.push(broken)).toMatchObject([{ protocol: 0x22 }]);
    expect(lenient.stats).toMatchObject({ crcErrors: 0, lenientFrames: 1 });
  });

  it("cuts a packet whose length byte is too small at its 0D 0A, and the next packet still comes", () => {
    const wrong = location();
    wrong[2] = 0x10; // real length 0x22
    const strict = new Gt06FrameSplitter();
    expect(strict.push(join(wrong, HEARTBEAT))).toMatchObject([{ protocol: 0x13 }]);
    const lenient = new Gt06FrameSplitter({ lenient: true });
    const frames = lenient.push(join(wrong, HEARTBEAT));
    expect(frames.map((frame) => frame.protocol)).toEqual([0x22, 0x13]);
    expect(frames[0]?.content).toHaveLength(LOCATION.length - 10);
    expect(lenient.stats.lenientFrames).toBe(1);
  });

  it("cuts a packet whose length byte is too large at its 0D 0A when the next packet follows", () => {
    const wrong = location();
    wrong[2] = 0x60;
    const lenient = new Gt06FrameSplitter({ lenient: true });
    expect(lenient.push(join(wrong, HEARTBEAT)).map((frame) => frame.protocol)).toEqual([0x22, 0x13]);
    // strict loses the location: the length announces bytes that never come
    expect(new Gt06FrameSplitter().push(join(wrong, HEARTBEAT))).toMatchObject([{ protocol: 0x13 }]);
  });

  it("still joins a good packet that arrives in pieces", () => {
    const lenient = new Gt06FrameSplitter({ lenient: true });
    expect(lenient.push(LOCATION.subarray(0, 20))).toEqual([]);
    expect(lenient.push(LOCATION.subarray(20))).toMatchObject([{ protocol: 0x22 }]);
    expect(lenient.stats.lenientFrames).toBe(0);
  });
});
