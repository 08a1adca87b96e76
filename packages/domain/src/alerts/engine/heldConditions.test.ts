import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { CONTEXT, MONDAY_10_WIB, makeRule, repeat, runTrack, track } from "./testing/syntheticTrack.js";

const T0 = MONDAY_10_WIB;

describe("temperature high (17) and low (18)", () => {
  it("raises when above maxThreshold for minThresholdTime, once per episode, with temperature|duration|limit", () => {
    const rule = makeRule(ALERT_CODE.temperatureHigh, { maxThreshold: 8, minThresholdTime: 120 });
    const samples = track(T0, 60, [
      { temperature: 5 },
      { temperature: 9 },
      { temperature: 10.5 },
      { temperature: 9.5 }, // 120 s above → raise (peak 10.5)
      { temperature: 7.5 }, // inside the 1 °C margin: same episode
      { temperature: 9 },
      { temperature: 6 }, // past the margin: episode ends
      { temperature: 9 },
      { temperature: 9 },
      { temperature: 9 }, // second episode
    ]);
    const { raises } = runTrack([rule], samples);
    expect(raises.map((r) => r.alertData)).toEqual(["10.5|120|8", "9|120|8"]);
  });

  it("raises below minThreshold and ignores positions without a temperature", () => {
    const rule = makeRule(ALERT_CODE.temperatureLow, { minThreshold: -18 });
    const samples = track(T0, 30, [{ temperature: -20 }, { temperature: null }, { temperature: -21 }]);
    const { raises } = runTrack([rule], samples);
    expect(raises).toHaveLength(1);
    expect(raises[0]?.alertData).toBe("-20|0|-18");
  });
});

describe("idle (3) and parking (4)", () => {
  it("idle: engine on and standing still longer than the company idle timeout", () => {
    const rule = makeRule(ALERT_CODE.idle);
    // CONTEXT idle timeout 300 s; samples every 60 s
    const samples = track(T0, 60, [{ speed: 30 }, ...repeat(7, { speed: 0, ignition: true })]);
    const { raises } = runTrack([rule], samples);
    expect(raises).toHaveLength(1);
    expect(raises[0]).toMatchObject({ alertData: "300|300", time: T0 + 360_000 });
  });

  it("idle uses the rule's own minThresholdTime and ends when the vehicle moves", () => {
    const rule = makeRule(ALERT_CODE.idle, { minThresholdTime: 120 });
    const stop = repeat(3, { speed: 0, ignition: true });
    const samples = track(T0, 60, [...stop, { speed: 20 }, ...stop]);
    expect(runTrack([rule], samples).raises).toHaveLength(2);
  });

  it("parking: engine off (or unknown) longer than the park timeout; idle rules ignore it", () => {
    const parking = makeRule(ALERT_CODE.parking);
    const idle = makeRule(ALERT_CODE.idle);
    const samples = track(T0, 120, repeat(7, { speed: 0, ignition: false }));
    const { raises } = runTrack([parking, idle], samples, {
      context: { ...CONTEXT, parkTimeoutSeconds: 600 },
    });
    expect(raises.map((r) => [r.alertCode, r.alertData])).toEqual([[4, "600|600"]]);
  });
});
