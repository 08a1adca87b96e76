import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_POSITION_AGE_MS } from "../tracking/positionValidation.js";
import {
  checkPhonePosition,
  PHONE_CLOCK_SKEW_MS,
  PHONE_MAX_ACCURACY_M,
  PHONE_MAX_SPEED_KMH,
  PHONE_POSITIONS_PER_REPORT,
  reportMyPositionsInputSchema,
} from "./phonePositions.js";

const now = new Date("2026-11-30T08:00:00Z");
const time = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

const validFix = fc.record({
  time: fc.integer({ min: -MAX_POSITION_AGE_MS + 1, max: PHONE_CLOCK_SKEW_MS }).map(time),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  accuracy: fc.double({ min: 0, max: PHONE_MAX_ACCURACY_M, noNaN: true }),
  speedKmh: fc.option(fc.double({ min: 0, max: PHONE_MAX_SPEED_KMH, noNaN: true })),
  course: fc.option(fc.double({ min: 0, max: 360, noNaN: true })),
  altitude: fc.option(fc.double({ min: -500, max: 10_000, noNaN: true })),
});

describe("checkPhonePosition", () => {
  it("takes every fix within the ranges, as the pipeline's position with its values", () => {
    fc.assert(
      fc.property(validFix, (fix) => {
        const checked = checkPhonePosition(fix, now);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(checked.position.latitude).toBe(fix.latitude);
        expect(checked.position.longitude).toBe(fix.longitude);
        expect(checked.position.fixTime.toISOString()).toBe(fix.time);
        expect(checked.position.speedKmh).toBe(fix.speedKmh ?? 0);
      }),
    );
  });

  it("refuses a fix with any field out of its range, or not a number", () => {
    const outOfRange = fc.oneof(
      fc.record({ latitude: fc.oneof(fc.double({ min: 90.000001, noNaN: true }), fc.constant(Number.NaN)) }),
      fc.record({ latitude: fc.double({ max: -90.000001, noNaN: true }) }),
      fc.record({ longitude: fc.oneof(fc.double({ min: 180.000001, noNaN: true }), fc.constant("106.8")) }),
      fc.record({
        accuracy: fc.oneof(fc.double({ min: PHONE_MAX_ACCURACY_M + 0.001, noNaN: true }), fc.constant(-1)),
      }),
      fc.record({ speedKmh: fc.double({ min: PHONE_MAX_SPEED_KMH + 0.001, noNaN: true }) }),
      fc.record({ course: fc.double({ min: 360.000001, noNaN: true }) }),
      fc.record({ time: fc.constantFrom("kemarin", "2026-11-30 08:00", "") }),
    );
    fc.assert(
      fc.property(validFix, outOfRange, (fix, bad) => {
        expect(checkPhonePosition({ ...fix, ...bad }, now)).toEqual({ ok: false, problem: "invalid" });
      }),
    );
  });

  it("refuses a time ahead beyond the clock skew, or older than the pipeline keeps", () => {
    fc.assert(
      fc.property(validFix, fc.integer({ min: 1, max: 10 * MAX_POSITION_AGE_MS }), (fix, beyond) => {
        expect(checkPhonePosition({ ...fix, time: time(PHONE_CLOCK_SKEW_MS + beyond) }, now)).toEqual({
          ok: false,
          problem: "futureTime",
        });
        expect(checkPhonePosition({ ...fix, time: time(-MAX_POSITION_AGE_MS - beyond) }, now)).toEqual({
          ok: false,
          problem: "tooOld",
        });
      }),
    );
  });
});

describe("reportMyPositionsInputSchema", () => {
  it("takes one to the limit of positions, each checked later on its own", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PHONE_POSITIONS_PER_REPORT + 20 }), (count) => {
        const parsed = reportMyPositionsInputSchema.safeParse({
          fleetTaskId: 7,
          positions: Array.from({ length: count }, () => ({})),
        });
        expect(parsed.success).toBe(count >= 1 && count <= PHONE_POSITIONS_PER_REPORT);
      }),
    );
  });
});
