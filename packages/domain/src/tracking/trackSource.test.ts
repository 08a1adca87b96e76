import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialTrackSource, nextTrackSource, type TrackFix, type TrackSourceState } from "./trackSource.js";

const timing = { takeoverMs: 60_000, returnMs: 30_000 };
const s = (seconds: number) => seconds * 1000;

/** Runs the fixes through the rule: which were taken, and the state at the end. */
function run(fixes: TrackFix[], start: TrackSourceState = initialTrackSource()) {
  let state = start;
  const taken: TrackFix[] = [];
  for (const fix of fixes) {
    const step = nextTrackSource(state, fix, timing);
    if (step.take) taken.push(fix);
    state = step.state;
  }
  return { taken, state };
}

const primary = (seconds: number, valid = true): TrackFix => ({ device: "primary", time: s(seconds), valid });
const secondary = (seconds: number, valid = true): TrackFix => ({
  device: "secondary",
  time: s(seconds),
  valid,
});

describe("nextTrackSource", () => {
  it("takes the tracker's fixes and ignores the dashcam while the tracker reports", () => {
    const { taken } = run([primary(0), secondary(1), primary(10), secondary(11), primary(20)]);
    expect(taken).toEqual([primary(0), primary(10), primary(20)]);
  });

  it("lets the dashcam take over once the tracker has been silent longer than the takeover time", () => {
    const { taken, state } = run([primary(0), secondary(30), secondary(60), secondary(61), secondary(70)]);
    expect(taken).toEqual([primary(0), secondary(61), secondary(70)]);
    expect(state.source).toBe("secondary");
  });

  it("counts invalid tracker fixes as silence, but still takes them while the tracker leads", () => {
    const { taken } = run([primary(0), primary(30, false), secondary(31), primary(50, false), secondary(65)]);
    expect(taken).toEqual([primary(0), primary(30, false), primary(50, false), secondary(65)]);
  });

  it("hands back only after the tracker has been valid again for the return time", () => {
    const { taken, state } = run([
      secondary(0),
      primary(10),
      secondary(20),
      primary(30),
      secondary(35),
      primary(40),
      secondary(45),
    ]);
    expect(taken).toEqual([secondary(0), secondary(20), secondary(35), primary(40)]);
    expect(state.source).toBe("primary");
  });

  it("restarts the return time when the tracker drops out again", () => {
    const { taken } = run([
      secondary(0),
      primary(10),
      primary(15, false),
      primary(30),
      secondary(35),
      primary(41),
    ]);
    expect(taken).toEqual([secondary(0), secondary(35)]);
  });

  it("never takes the dashcam's invalid fixes", () => {
    expect(run([secondary(0, false), secondary(100, false)]).taken).toEqual([]);
  });

  it("never goes back in time, whichever device sends", () => {
    const { taken } = run([
      primary(100),
      primary(90),
      secondary(400),
      primary(380),
      secondary(399),
      secondary(401),
    ]);
    expect(taken).toEqual([primary(100), secondary(400), secondary(401)]);
  });

  it("starts from a known last valid tracker fix", () => {
    expect(run([secondary(30)], initialTrackSource(s(0))).taken).toEqual([]);
  });
});

describe("nextTrackSource over interleaved streams (property)", () => {
  const fixArbitrary = fc.record({
    device: fc.constantFrom<"primary" | "secondary">("primary", "secondary"),
    time: fc.integer({ min: 0, max: s(3_600) }),
    valid: fc.boolean(),
  });

  it("takes fixes strictly in time order, only from the leading device, and switches at most once per the shorter window", () => {
    fc.assert(
      fc.property(fc.array(fixArbitrary, { maxLength: 300 }), (fixes) => {
        let state = initialTrackSource();
        let lastTaken = -1;
        const switches: number[] = [];
        for (const fix of fixes) {
          const step = nextTrackSource(state, fix, timing);
          if (step.state.source !== state.source) switches.push(fix.time);
          if (step.take) {
            expect(fix.time).toBeGreaterThan(lastTaken);
            expect(fix.device).toBe(step.state.source);
            if (fix.device === "secondary") expect(fix.valid).toBe(true);
            lastTaken = fix.time;
          }
          state = step.state;
        }
        for (let index = 1; index < switches.length; index++) {
          expect((switches[index] ?? 0) - (switches[index - 1] ?? 0)).toBeGreaterThanOrEqual(
            Math.min(timing.takeoverMs, timing.returnMs),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it("with two devices sending valid fixes side by side, keeps the tracker and never flaps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: s(20) }), { minLength: 2, maxLength: 200 }),
        fc.array(fc.integer({ min: -s(5), max: s(5) }), { minLength: 200, maxLength: 200 }),
        (steps, offsets) => {
          let time = 0;
          const fixes: TrackFix[] = [];
          steps.forEach((step, index) => {
            time += step;
            fixes.push(primary(time / 1000));
            fixes.push({ device: "secondary", time: time + (offsets[index] ?? 0), valid: true });
          });
          const { taken } = run(fixes);
          expect(taken.every((fix) => fix.device === "primary")).toBe(true);
        },
      ),
    );
  });
});
