import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeJt1078Packet,
  encodeJt1078Packet,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  JT1078_SUBPACKAGE,
  Jt1078FrameAssembler,
  type Jt1078Packet,
  Jt1078StreamError,
  Jt1078StreamSplitter,
  jt1078FramePackets,
} from "./jt1078Stream.js";

const hex = (text: string) =>
  Uint8Array.from(text.match(/[0-9a-f]{2}/gi) ?? [], (pair) => Number.parseInt(pair, 16));

/** An audio packet laid out by hand from JT/T 1078-2016 table 19: G.726, serial 7, SIM 013912345678, channel 1. */
const AUDIO_2016 = hex("30316364 81 88 0007 013912345678 01 30 00000000000003e8 0004 aabbccdd");
const AUDIO: Jt1078Packet = {
  marker: true,
  payloadType: JT1078_PAYLOAD.g726,
  serial: 7,
  sim: "13912345678",
  channel: 1,
  dataType: JT1078_DATA_TYPE.audio,
  subpackage: JT1078_SUBPACKAGE.atomic,
  timestamp: 1000,
  lastIFrameInterval: null,
  lastFrameInterval: null,
  body: hex("aabbccdd"),
};

describe("JT/T 1078 stream packets", () => {
  it("reads and writes an audio packet of the 2016 edition", () => {
    expect(decodeJt1078Packet(AUDIO_2016, 2016)).toEqual({ packet: AUDIO, size: AUDIO_2016.length });
    expect(encodeJt1078Packet(AUDIO, 2016)).toEqual(AUDIO_2016);
  });

  it("reads a video packet with its frame intervals, and a 2019 packet with its 10-byte SIM", () => {
    const video = hex("30316364 81 62 0100 013912345678 02 11 0000000000000064 0028 0028 0002 0001");
    expect(decodeJt1078Packet(video, 2016)?.packet).toMatchObject({
      marker: false,
      payloadType: JT1078_PAYLOAD.h264,
      serial: 256,
      channel: 2,
      dataType: JT1078_DATA_TYPE.videoP,
      subpackage: JT1078_SUBPACKAGE.first,
      timestamp: 100,
      lastIFrameInterval: 40,
      lastFrameInterval: 40,
      body: hex("0001"),
    });
    const audio2019 = hex("30316364 81 86 0001 00000000013912345678 01 30 0000000000000001 0001 d5");
    expect(decodeJt1078Packet(audio2019, 2019)?.packet).toMatchObject({
      payloadType: JT1078_PAYLOAD.g711a,
      sim: "13912345678",
      body: hex("d5"),
    });
  });

  it("asks for more bytes instead of reading a cut packet, and refuses a wrong header", () => {
    for (let length = 0; length < AUDIO_2016.length; length++)
      expect(decodeJt1078Packet(AUDIO_2016.subarray(0, length), 2016)).toBeNull();
    const wrong = AUDIO_2016.slice();
    wrong[0] = 0x31;
    expect(() => decodeJt1078Packet(wrong, 2016)).toThrow();
  });

  it("cuts a stream into packets whatever the chunks, skipping noise, and finds the edition", () => {
    const packets = (edition: 2016 | 2019) =>
      jt1078FramePackets(
        {
          payloadType: 6,
          sim: "13912345678",
          channel: 1,
          dataType: 3,
          timestamp: 5,
          lastIFrameInterval: null,
          lastFrameInterval: null,
        },
        new Uint8Array(2000).map((_, index) => index & 0xff),
        65535,
      ).map((packet) => encodeJt1078Packet(packet, edition));
    fc.assert(
      fc.property(
        fc.constantFrom(2016 as const, 2019 as const),
        fc.uint8Array({ maxLength: 20 }).filter((noise) => !noise.includes(0x30)),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 20 }),
        (edition, noise, cuts) => {
          const wire = Uint8Array.from([...noise, ...packets(edition).flatMap((bytes) => [...bytes])]);
          const splitter = new Jt1078StreamSplitter();
          const assembler = new Jt1078FrameAssembler();
          const frames: Uint8Array[] = [];
          let at = 0;
          for (let index = 0; at < wire.length; index++) {
            const size = cuts[index % cuts.length] as number;
            for (const packet of splitter.push(wire.subarray(at, at + size))) {
              const done = assembler.push(packet);
              if (done) frames.push(done.frame);
            }
            at += size;
          }
          expect(splitter.edition).toBe(edition);
          expect(splitter.skipped).toBe(noise.length);
          expect(frames).toHaveLength(1);
          expect(frames[0]).toEqual(new Uint8Array(2000).map((_, index) => index & 0xff));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("cuts a frame into packets of at most 950 bytes with the sub-package flags, serials wrapping", () => {
    const parts = jt1078FramePackets(
      {
        payloadType: 98,
        sim: "1",
        channel: 1,
        dataType: 0,
        timestamp: 0,
        lastIFrameInterval: 0,
        lastFrameInterval: 0,
      },
      new Uint8Array(2000),
      65535,
    );
    expect(
      parts.map((packet) => [packet.subpackage, packet.body.length, packet.serial, packet.marker]),
    ).toEqual([
      [JT1078_SUBPACKAGE.first, 950, 65535, false],
      [JT1078_SUBPACKAGE.middle, 950, 0, false],
      [JT1078_SUBPACKAGE.last, 100, 1, true],
    ]);
  });

  it("drops a frame whose first part never came", () => {
    const assembler = new Jt1078FrameAssembler();
    expect(assembler.push({ ...AUDIO, subpackage: JT1078_SUBPACKAGE.middle })).toBeNull();
    expect(assembler.push({ ...AUDIO, subpackage: JT1078_SUBPACKAGE.last })).toBeNull();
    expect(assembler.push(AUDIO)?.frame).toEqual(AUDIO.body);
  });

  it("joins a video frame across first, middle and last parts, and drops one with a part lost or out of order", () => {
    const header = { ...AUDIO, dataType: JT1078_DATA_TYPE.videoI, payloadType: JT1078_PAYLOAD.h264 };
    const frame = Uint8Array.from({ length: 3000 }, (_, index) => index % 251);
    const packets = jt1078FramePackets(header, frame, 0xfffe);
    expect(packets.map((packet) => packet.subpackage)).toEqual([1, 3, 3, 2]);
    const whole = new Jt1078FrameAssembler();
    expect(packets.map((packet) => whole.push(packet)).at(-1)?.frame).toEqual(frame);
    expect(whole.dropped).toBe(0);

    const lossy = new Jt1078FrameAssembler();
    for (const packet of [packets[0], packets[2], packets[3]])
      expect(lossy.push(packet as Jt1078Packet)).toBeNull();
    const swapped = new Jt1078FrameAssembler();
    for (const packet of [packets[0], packets[2], packets[1], packets[3]])
      expect(swapped.push(packet as Jt1078Packet)).toBeNull();
    const cut = new Jt1078FrameAssembler();
    for (const packet of packets.slice(0, 2)) cut.push(packet);
    expect(cut.push({ ...AUDIO, dataType: JT1078_DATA_TYPE.videoI })?.frame).toEqual(AUDIO.body);
    expect([lossy.dropped, swapped.dropped > 0, cut.dropped]).toEqual([1, true, 1]);
    // the next frame after a loss comes through whole
    expect(packets.map((packet) => lossy.push(packet)).at(-1)?.frame).toEqual(frame);
  });

  it("gives out only whole frames, never parts of two, whatever packets are lost or shuffled", () => {
    const header = { ...AUDIO, dataType: JT1078_DATA_TYPE.videoP, payloadType: JT1078_PAYLOAD.h264 };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2500 }), { minLength: 1, maxLength: 5 }),
        fc.func(fc.constantFrom("keep", "keep", "keep", "drop", "swap")),
        (sizes, fate) => {
          let serial = 0;
          const sent = sizes.map((size, index) => Uint8Array.from({ length: size }, () => index));
          const packets = sent.flatMap((frame) => {
            const parts = jt1078FramePackets(header, frame, serial);
            serial += parts.length;
            return parts;
          });
          const arrived: Jt1078Packet[] = [];
          for (const [index, packet] of packets.entries()) {
            const what = fate(index);
            if (what === "drop") continue;
            if (what === "swap" && arrived.length > 0) arrived.splice(arrived.length - 1, 0, packet);
            else arrived.push(packet);
          }
          const assembler = new Jt1078FrameAssembler();
          const got = arrived.flatMap((packet) => assembler.push(packet)?.frame ?? []);
          const whole = new Set(sent.map((frame) => Buffer.from(frame).toString("base64")));
          for (const frame of got) expect(whole.has(Buffer.from(frame).toString("base64"))).toBe(true);
          if (
            arrived.length === packets.length &&
            arrived.every((packet, index) => packet === packets[index])
          )
            expect([got.length, assembler.dropped]).toEqual([sent.length, 0]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never throws out of the splitter, whatever bytes arrive", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 10 }), (chunks) => {
        const splitter = new Jt1078StreamSplitter();
        for (const chunk of chunks) splitter.push(chunk);
        expect(splitter.pending).toBeLessThanOrEqual(
          chunks.reduce((total, chunk) => total + chunk.length, 0),
        );
      }),
    );
  });

  it("reads any bytes after a header as a packet, more bytes needed, or a stream error, never anything else", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2016 as const, 2019 as const),
        fc.uint8Array({ maxLength: 1200 }),
        (edition, tail) => {
          const bytes = new Uint8Array(4 + tail.length);
          bytes.set([0x30, 0x31, 0x63, 0x64]);
          bytes.set(tail, 4);
          try {
            const decoded = decodeJt1078Packet(bytes, edition);
            if (decoded) expect(decoded.size).toBeLessThanOrEqual(bytes.length);
          } catch (error) {
            expect(error).toBeInstanceOf(Jt1078StreamError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads a 2019 audio stream of a zero-padded 15-digit terminal id as 2019, not as a 2016 video header", () => {
    const packets = [0, 1, 2].flatMap((serial) =>
      jt1078FramePackets(
        {
          payloadType: JT1078_PAYLOAD.g711a,
          sim: "628130000000000",
          channel: 1,
          dataType: JT1078_DATA_TYPE.audio,
          timestamp: serial * 40,
          lastIFrameInterval: null,
          lastFrameInterval: null,
        },
        new Uint8Array(320).fill(serial),
        serial,
      ),
    );
    const splitter = new Jt1078StreamSplitter();
    const read = splitter.push(Buffer.concat(packets.map((packet) => encodeJt1078Packet(packet, 2019))));
    expect(splitter.edition).toBe(2019);
    expect(read.map((packet) => [packet.sim, packet.channel, packet.dataType])).toEqual([
      ["628130000000000", 1, JT1078_DATA_TYPE.audio],
      ["628130000000000", 1, JT1078_DATA_TYPE.audio],
      ["628130000000000", 1, JT1078_DATA_TYPE.audio],
    ]);
  });
});
