import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRACKER_PROTOCOLS } from "../registry.js";
import type { TrackerMessage } from "./trackerCodec.js";
import { TRACKER_DEVICE_FRAMES } from "./trackerDeviceFrames.js";

const IMEI = "356307042441013";

const fixArbitrary = fc.record({
  // whole seconds: the text protocols carry no fraction of a second
  time: fc
    .integer({ min: Date.UTC(2001, 0, 2) / 1000, max: Date.UTC(2098, 11, 30) / 1000 })
    .map((seconds) => new Date(seconds * 1000)),
  latitude: fc.double({ min: -89.99, max: 89.99, noNaN: true }),
  longitude: fc.double({ min: -179.99, max: 179.99, noNaN: true }),
  speedKmh: fc.integer({ min: 0, max: 250 }),
  course: fc.integer({ min: 0, max: 359 }),
  ignition: fc.boolean(),
});

describe.each(TRACKER_PROTOCOLS.map((protocol) => [protocol.vendorType, protocol] as const))(
  "%s device frames",
  (vendorType, { codec }) => {
    const frames = TRACKER_DEVICE_FRAMES[vendorType];

    it("the login names the device", () => {
      if (!frames.login) return;
      const [frame] = codec.newSplitter().push(frames.login(IMEI));
      expect(frame && codec.decode(frame, null)).toMatchObject({ kind: "login", imei: IMEI });
    });

    it("the codec reads back every position the device writes", () => {
      fc.assert(
        fc.property(fixArbitrary, (fix) => {
          const [frame, ...rest] = codec.newSplitter().push(frames.position(IMEI, fix));
          expect(rest).toHaveLength(0);
          const message: TrackerMessage = codec.decode(frame as Uint8Array, IMEI);
          expect(message.kind).toBe("positions");
          if (message.kind !== "positions") return;
          const [decoded] = message.fixes;
          expect(decoded?.fixTime).toEqual(fix.time);
          expect(decoded?.latitude).toBeCloseTo(fix.latitude, 4);
          expect(decoded?.longitude).toBeCloseTo(fix.longitude, 4);
          expect(Math.abs((decoded?.speedKmh ?? -99) - fix.speedKmh)).toBeLessThan(0.1);
          expect(decoded?.course).toBe(fix.course);
          expect(decoded?.ignition).toBe(fix.ignition);
        }),
        { numRuns: 300 },
      );
    });
  },
);
