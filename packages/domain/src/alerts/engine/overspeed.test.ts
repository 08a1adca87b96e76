import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { MONDAY_10_WIB, makeRule, repeat, runTrack, track } from "./testing/syntheticTrack.js";

const T0 = MONDAY_10_WIB;

describe("overspeed (8)", () => {
  it("raises once after the speed stays above the limit for the default 60 s, with speed|duration|limit", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80 });
    // 10 s steps: 0..50 s at 90 km/h (not yet 60 s), 60 s at 95 → raise, then more speeding: still one alert
    const samples = track(T0, 10, [...repeat(6, { speed: 90 }), { speed: 95 }, ...repeat(10, { speed: 92 })]);
    const { raises } = runTrack([rule], samples);
    expect(raises).toHaveLength(1);
    expect(raises[0]).toMatchObject({
      alertRuleId: rule.alertRuleId,
      alertCode: 8,
      alertData: "95|60|80",
      alertTrigger: "95",
      alertFlag: "S",
      time: T0 + 60_000,
    });
  });

  it("does not raise for speeding shorter than minThresholdTime", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 120 });
    const samples = track(T0, 10, [
      ...repeat(10, { speed: 100 }),
      ...repeat(5, { speed: 40 }),
      ...repeat(10, { speed: 100 }),
    ]);
    expect(runTrack([rule], samples).raises).toHaveLength(0);
  });

  it("uses minThresholdTime as the duration and reports the episode's peak", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 30 });
    const samples = track(T0, 15, [{ speed: 85 }, { speed: 120 }, { speed: 90 }]);
    expect(runTrack([rule], samples).raises.map((r) => r.alertData)).toEqual(["120|30|80"]);
  });

  it("hysteresis: dips just under the limit neither end the episode nor raise a second alert", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 10 });
    // 82, 82 → raise; 78 (within 5 km/h margin, 10 s) → 83 again: same episode
    const samples = track(T0, 10, [
      { speed: 82 },
      { speed: 82 },
      { speed: 78 },
      { speed: 77 },
      { speed: 83 },
      { speed: 84 },
    ]);
    expect(runTrack([rule], samples).raises).toHaveLength(1);
  });

  it("a new episode can raise once the speed fell below limit − 5 km/h", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 10 });
    const samples = track(T0, 10, [
      { speed: 90 },
      { speed: 90 },
      { speed: 74 },
      { speed: 90 },
      { speed: 90 },
    ]);
    const { raises } = runTrack([rule], samples);
    expect(raises).toHaveLength(2);
    expect(raises[1]?.time).toBe(T0 + 40_000);
  });

  it("a new episode can raise after 30 s back under the limit even inside the margin", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 10 });
    const samples = track(T0, 10, [
      { speed: 90 },
      { speed: 90 }, // raise
      ...repeat(4, { speed: 78 }), // 30 s under the limit (within the margin) → episode ends
      { speed: 90 },
      { speed: 90 }, // second raise
    ]);
    expect(runTrack([rule], samples).raises).toHaveLength(2);
  });

  it("continues an open episode after a restart from the serialised state", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 20 });
    const first = runTrack([rule], track(T0, 10, repeat(4, { speed: 100 })), { serialise: true });
    expect(first.raises).toHaveLength(1);
    const stored = JSON.parse(JSON.stringify(first.state));
    const afterRestart = runTrack([rule], track(T0 + 40_000, 10, repeat(5, { speed: 100 })), {
      state: stored,
    });
    expect(afterRestart.raises).toHaveLength(0);
  });

  it("a pending episode survives a restart: the duration counts from before it", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 60 });
    const first = runTrack([rule], track(T0, 10, repeat(4, { speed: 100 })), { serialise: true });
    expect(first.raises).toHaveLength(0);
    const second = runTrack([rule], track(T0 + 40_000, 10, repeat(3, { speed: 100 })), {
      state: first.state,
    });
    expect(second.raises.map((r) => r.alertData)).toEqual(["100|60|80"]);
  });

  it("a data gap of more than 5 minutes ends the episode: speeding after it is a new one", () => {
    const rule = makeRule(ALERT_CODE.overspeed, { maxThreshold: 80, minThresholdTime: 10 });
    const before = track(T0, 10, repeat(3, { speed: 100 }));
    const after = track(T0 + 20_000 + 600_000, 10, repeat(3, { speed: 100 }));
    const { raises } = runTrack([rule], [...before, ...after]);
    expect(raises.map((r) => r.time - T0)).toEqual([10_000, 630_000]);
  });

  it("ignores a rule without a speed limit", () => {
    const rule = makeRule(ALERT_CODE.overspeed);
    expect(runTrack([rule], track(T0, 30, repeat(10, { speed: 200 }))).raises).toHaveLength(0);
  });
});
