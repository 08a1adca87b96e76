import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRACK_VISION } from "../menuAccess.js";
import { fmp4Fragment, fmp4InitSegment } from "./fmp4.js";
import {
  canWatchLiveVideo,
  isLiveAudioMessage,
  LIVE_AUDIO_FORMAT,
  LIVE_AUDIO_HEADER_BYTES,
  type LiveAudioFormat,
  liveAudioFormat,
  liveAudioMessage,
  liveVideoClientMessageSchema,
  liveVideoQualityOf,
  liveVideoRequestSchema,
} from "./liveVideo.js";

describe("live video requests", () => {
  it("take a positive vehicle id, a channel 1–8 and a quality (sub by default), as the socket's query strings", () => {
    expect(liveVideoRequestSchema.parse({ vehicleId: "12", channel: "2" })).toEqual({
      vehicleId: 12,
      channel: 2,
      quality: "sub",
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: -100, max: 100 }),
        (channel, vehicleId) => {
          const parsed = liveVideoRequestSchema.safeParse({
            vehicleId: String(vehicleId),
            channel: String(channel),
          });
          expect(parsed.success).toBe(channel >= 1 && channel <= 8 && vehicleId > 0);
        },
      ),
    );
    expect(liveVideoRequestSchema.safeParse({ vehicleId: "1", channel: "1", quality: "hd" }).success).toBe(
      false,
    );
    expect(liveVideoRequestSchema.safeParse({ vehicleId: "1.5", channel: "1" }).success).toBe(false);
  });

  it("use the main stream for one tile and the sub stream for a grid; need the Track Vision key", () => {
    expect([1, 4, 9].map((layout) => liveVideoQualityOf(layout as 1 | 4 | 9))).toEqual([
      "main",
      "sub",
      "sub",
    ]);
    expect(canWatchLiveVideo([TRACK_VISION])).toBe(true);
    expect(canWatchLiveVideo(["b3i-menu-media:read"])).toBe(false);
  });
});

describe("live audio frames on the video socket", () => {
  it("are told apart from fMP4 segments by their first byte", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2_000 }),
        fc.boolean(),
        fc.nat({ max: 1_000_000 }),
        fc.constantFrom(...(Object.keys(LIVE_AUDIO_FORMAT) as LiveAudioFormat[])),
        (data, key, decodeTime, format) => {
          const audio = liveAudioMessage(data, format);
          expect(isLiveAudioMessage(audio)).toBe(true);
          expect(liveAudioFormat(audio)).toBe(format);
          expect(audio.subarray(LIVE_AUDIO_HEADER_BYTES)).toEqual(data);
          const fragment = fmp4Fragment({ sequence: 1, decodeTime, duration: 40, key, data });
          expect(isLiveAudioMessage(fragment)).toBe(false);
          expect(liveAudioFormat(fragment)).toBeNull();
        },
      ),
    );
    const init = fmp4InitSegment({ width: 640, height: 360, decoderConfiguration: new Uint8Array(40) });
    expect(isLiveAudioMessage(init)).toBe(false);
  });

  it("are switched on and off by the viewer's sound message, anything else refused", () => {
    expect(liveVideoClientMessageSchema.parse({ type: "sound", on: true })).toEqual({
      type: "sound",
      on: true,
    });
    for (const bad of [{ type: "sound" }, { type: "sound", on: "yes" }, { type: "seek", on: true }, null])
      expect(liveVideoClientMessageSchema.safeParse(bad).success).toBe(false);
  });
});
