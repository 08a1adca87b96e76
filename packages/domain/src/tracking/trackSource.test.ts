import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initialTrackSource,
  nextTrackSource,
  observeTrackFix,
  type TrackFix,
  type TrackSourceState,
  trackSourceBefore,
} from "./trackSource.js";

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

/**
 * Each fix decided by the instance its device's socket reached (`at`), every other instance applying it as heard
 * from elsewhere: the decisions, in order, for the fixes each instance decided.
 */
function runAcrossInstances(fixes: { fix: TrackFix; at: number }[], instances: number) {
  const states: (TrackSourceState | undefined)[] = Array.from({ length: instances }, () => undefined);
  const decisions: boolean[] = [];
  for (const { fix, at } of fixes) {
    for (let instance = 0; instance < instances; instance++) {
      if (instance === at) {
        const step = nextTrackSource(trackSourceBefore(states[instance], fix), fix, timing);
        decisions.push(step.take);
        states[instance] = step.state;
      } else states[instance] = observeTrackFix(states[instance], fix, timing);
    }
  }
  return decisions;
}

describe("a two-device vehicle whose devices reach different server instances", () => {
  it("starts a vehicle's state at its first fix, whichever device sent it", () => {
    expect(trackSourceBefore(undefined, secondary(5))).toEqual(initialTrackSource(s(5)));
    const known = initialTrackSource(s(1));
    expect(trackSourceBefore(known, secondary(5))).toBe(known);
  });

  it("keeps the dashcam out of the track while the tracker reports to another instance", () => {
    // alone, the dashcam's instance lets it in once the takeover time has passed since its first fix
    const alone = runAcrossInstances(
      [secondary(5), secondary(35), secondary(70)].map((fix) => ({ fix, at: 1 })),
      2,
    );
    expect(alone).toEqual([false, false, true]);
    const heard = runAcrossInstances(
      [
        { fix: primary(0), at: 0 },
        { fix: secondary(5), at: 1 },
        { fix: primary(30), at: 0 },
        { fix: secondary(35), at: 1 },
        { fix: primary(60), at: 0 },
        { fix: secondary(70), at: 1 },
        // the tracker falls silent: the dashcam takes over after the takeover time
        { fix: secondary(125), at: 1 },
      ],
      2,
    );
    expect(heard).toEqual([true, false, true, false, true, false, true]);
  });

  it("a fix heard from elsewhere changes the state as if it were decided here", () => {
    const state = observeTrackFix(undefined, primary(10), timing);
    expect(state).toEqual(nextTrackSource(initialTrackSource(s(10)), primary(10), timing).state);
    expect(observeTrackFix(state, secondary(80), timing).source).toBe("secondary");
  });

  it("decides like one instance seeing both devices when the fixes are split over instances and exchanged in order (property)", () => {
    const splitFix = fc.record({
      fix: fc.record({
        device: fc.constantFrom<"primary" | "secondary">("primary", "secondary"),
        time: fc.integer({ min: 0, max: s(1_800) }),
        valid: fc.boolean(),
      }),
      at: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(splitFix, { maxLength: 300 }),
        fc.integer({ min: 2, max: 3 }),
        (fixes, instances) => {
          const split = fixes.map(({ fix, at }) => ({ fix, at: at % instances }));
          const one = runAcrossInstances(
            fixes.map(({ fix }) => ({ fix, at: 0 })),
            1,
          );
          expect(runAcrossInstances(split, instances)).toEqual(one);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("with the tracker on one instance and the dashcam on another, decides like one instance (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            device: fc.constantFrom<"primary" | "secondary">("primary", "secondary"),
            // mostly ascending with some jitter, as devices send
            step: fc.integer({ min: -s(5), max: s(40) }),
            valid: fc.boolean(),
          }),
          { maxLength: 300 },
        ),
        (steps) => {
          let time = 0;
          const fixes = steps.map(({ device, step, valid }) => {
            time = Math.max(0, time + step);
            return { device, time, valid };
          });
          const one = runAcrossInstances(
            fixes.map((fix) => ({ fix, at: 0 })),
            1,
          );
          const split = fixes.map((fix) => ({ fix, at: fix.device === "primary" ? 0 : 1 }));
          expect(runAcrossInstances(split, 2)).toEqual(one);
        },
      ),
      { numRuns: 500 },
    );
  });
});
