import { describe, expect, it } from "vitest";
import {
  decodeJt1078Attributes,
  decodeJt1078RealtimeControl,
  decodeJt1078RealtimeRequest,
  encodeJt1078Attributes,
  encodeJt1078RealtimeControl,
  encodeJt1078RealtimeRequest,
  JT1078_CLOSE_SCOPE,
  JT1078_REALTIME_COMMAND,
  JT1078_REALTIME_DATA,
} from "./jt1078Realtime.js";
import { JT1078_PAYLOAD } from "./jt1078Stream.js";

const hex = (text: string) =>
  Uint8Array.from(text.match(/[0-9a-f]{2}/gi) ?? [], (pair) => Number.parseInt(pair, 16));

describe("JT/T 1078 real-time messages", () => {
  it("0x9101 asks for the two-way intercom on channel 1 at the media server (JT/T 1078 table 17)", () => {
    const request = {
      host: "10.0.0.5",
      tcpPort: 36301,
      udpPort: 0,
      channel: 1,
      dataType: JT1078_REALTIME_DATA.intercom,
      streamType: 0,
    };
    // length 8, "10.0.0.5", TCP 36301 (0x8dcd), UDP 0, channel 1, data type 2, main stream
    const body = hex("08 31302e302e302e35 8dcd 0000 01 02 00");
    expect(encodeJt1078RealtimeRequest(request)).toEqual(body);
    expect(decodeJt1078RealtimeRequest(body)).toEqual(request);
  });

  it("0x9102 ends the intercom (table 19)", () => {
    const control = {
      channel: 1,
      command: JT1078_REALTIME_COMMAND.closeIntercom,
      closeScope: JT1078_CLOSE_SCOPE.all,
      streamType: 0,
    };
    expect(encodeJt1078RealtimeControl(control)).toEqual(hex("01 04 00 00"));
    expect(decodeJt1078RealtimeControl(hex("01 04 00 00"))).toEqual(control);
  });

  it("0x1003 says in which codec the voice comes (table 11)", () => {
    // G.726, mono, 8 kHz, 16-bit, 320 samples a frame, speaker present, H.264, 1 audio and 4 video channels
    const body = hex("08 01 00 01 0140 01 62 01 04");
    const attributes = decodeJt1078Attributes(body);
    expect(attributes).toEqual({
      audioCodec: JT1078_PAYLOAD.g726,
      audioChannels: 1,
      sampleRate: 8000,
      sampleBits: 16,
      audioFrameLength: 320,
      audioOutput: true,
      videoCodec: JT1078_PAYLOAD.h264,
      maxAudioChannels: 1,
      maxVideoChannels: 4,
    });
    expect(encodeJt1078Attributes(attributes)).toEqual(body);
  });

  it("reads an undefined sample rate or width as unknown, and a short body as an error", () => {
    expect(decodeJt1078Attributes(hex("06 01 09 07 00a0 00 62 01 01"))).toMatchObject({
      sampleRate: null,
      sampleBits: null,
      audioOutput: false,
    });
    expect(() => decodeJt1078Attributes(hex("06 01"))).toThrow();
    expect(() => decodeJt1078RealtimeRequest(hex("09 3130"))).toThrow();
  });
});
