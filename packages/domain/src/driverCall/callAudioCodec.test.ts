import { describe, expect, it } from "vitest";
import { alawFromLinear, linearFromAlaw } from "../audio/g711.js";
import { signal, snr } from "../audio/testing/fixtures.js";
import { decodeJt1078Attributes } from "../protocols/jt808/jt1078Realtime.js";
import { JT1078_PAYLOAD } from "../protocols/jt808/jt1078Stream.js";
import { callAudioOf, createCallAudioCodec } from "./callAudioCodec.js";

const frame = () => signal().slice(0, 640);

describe("call audio codec", () => {
  it("G.711 A-law frames decode byte for byte to the law's values", () => {
    const codec = createCallAudioCodec(JT1078_PAYLOAD.g711a);
    const bytes = Uint8Array.of(0xd5, 0x55, 0x2a, 0xaa);
    expect([...(codec?.decode(bytes) ?? [])]).toEqual([...bytes].map(linearFromAlaw));
    expect([...(codec?.encode(Int16Array.of(1000, -1000)) ?? [])]).toEqual([
      alawFromLinear(1000),
      alawFromLinear(-1000),
    ]);
  });

  it.each([
    ["G.711 µ-law", JT1078_PAYLOAD.g711u, 35],
    ["G.726", JT1078_PAYLOAD.g726, 15],
    ["IMA ADPCM", JT1078_PAYLOAD.adpcma, 15],
  ])(
    "%s: the operator's voice comes back through the device's codec with its shape",
    (_name, payload, minSnr) => {
      const encoder = createCallAudioCodec(payload);
      const decoder = createCallAudioCodec(payload);
      const input = frame();
      const output = decoder?.decode(encoder?.encode(input) ?? new Uint8Array()) ?? new Int16Array();
      expect(output.length).toBeGreaterThanOrEqual(input.length);
      expect(snr(input, output.subarray(0, input.length))).toBeGreaterThan(minSnr);
    },
  );

  it("reads the G.726 rate from the frame size and the terminal's samples per frame", () => {
    // 320 samples in 120 bytes: 3 bits a sample, 24 kbit/s
    const encoder = createCallAudioCodec(JT1078_PAYLOAD.g726, { samplesPerFrame: 320 });
    const decoder = createCallAudioCodec(JT1078_PAYLOAD.g726, { samplesPerFrame: 320 });
    const body = new Uint8Array(120);
    expect(decoder?.decode(body)).toHaveLength(320);
    // the encoder learns the rate from the first frame it decodes
    encoder?.decode(body);
    expect(encoder?.encode(new Int16Array(320))).toHaveLength(120);
  });

  it("takes the Hisilicon header off and puts it on the way back once the device used it", () => {
    const codec = createCallAudioCodec(JT1078_PAYLOAD.g711a);
    const plain = codec?.encode(new Int16Array(160));
    expect(plain).toHaveLength(160);
    const framed = new Uint8Array(164);
    framed.set([0x00, 0x01, 80, 0x00]);
    framed.fill(0xd5, 4);
    expect(codec?.decode(framed)).toEqual(new Int16Array(160).fill(linearFromAlaw(0xd5)));
    expect([...(codec?.encode(new Int16Array(160)) ?? new Uint8Array()).subarray(0, 4)]).toEqual([
      0x00, 0x01, 80, 0x00,
    ]);
  });

  it("refuses payloads a call cannot speak", () => {
    expect(createCallAudioCodec(JT1078_PAYLOAD.aac)).toBeNull();
    expect(createCallAudioCodec(JT1078_PAYLOAD.h264)).toBeNull();
  });

  it("reads the device's declared audio (0x1003): its codec and frame size, or that Armada cannot speak it", () => {
    const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/ /g, ""), "hex"));
    // G.726, mono, 8 kHz, 16-bit, 320 samples a frame
    expect(callAudioOf(decodeJt1078Attributes(hex("08 01 00 01 0140 01 62 01 04")))).toEqual({
      kind: "supported",
      payloadType: JT1078_PAYLOAD.g726,
      samplesPerFrame: 320,
    });
    // G.711A with a frame length of 0: the packets will tell the size
    expect(callAudioOf(decodeJt1078Attributes(hex("06 01 00 01 0000 01 62 01 04")))).toMatchObject({
      kind: "supported",
      samplesPerFrame: null,
    });
    // AAC, and G.711A at 44.1 kHz
    expect(callAudioOf(decodeJt1078Attributes(hex("13 01 00 01 0400 01 62 01 04")))).toEqual({
      kind: "unsupported",
      payloadType: JT1078_PAYLOAD.aac,
      sampleRate: 8000,
    });
    expect(callAudioOf(decodeJt1078Attributes(hex("06 01 02 01 0140 01 62 01 04")))).toMatchObject({
      kind: "unsupported",
      sampleRate: 44100,
    });
  });
});
