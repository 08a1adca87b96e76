import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRACK_VISION } from "../menuAccess.js";
import { canWatchLiveVideo, liveVideoQualityOf, liveVideoRequestSchema } from "./liveVideo.js";

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
