import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "./alertCodeNumbers.js";
import { thresholdFromStored, thresholdSpecsFor, thresholdToStored } from "./alertRuleThresholds.js";

const only = (code: number) => {
  const [first] = thresholdSpecsFor(code);
  if (!first) throw new Error(`no threshold for ${code}`);
  return first;
};

describe("alert rule thresholds", () => {
  it("overspeed takes a speed limit and a minimum duration defaulting to 60 seconds", () => {
    const specs = thresholdSpecsFor(ALERT_CODE.overspeed);
    expect(specs.map((s) => [s.field, s.unit, s.defaultValue])).toEqual([
      ["maxThreshold", "kmh", 80],
      ["minThresholdTime", "seconds", 60],
    ]);
  });

  it("converts days to minutes and back for codes 15/16", () => {
    const days = only(ALERT_CODE.notMovedForDays);
    expect(days.field).toBe("minThreshold");
    expect(thresholdToStored(days, 2)).toBe(2880);
    expect(thresholdFromStored(days, 4320)).toBe(3);
    expect(thresholdFromStored(days, 720)).toBe(0.5);
  });

  it("converts hours to seconds and back for continuous driving 117 (default 4 h)", () => {
    const hours = only(ALERT_CODE.continuousDriving);
    expect(hours.defaultValue).toBe(4);
    expect(thresholdToStored(hours, 4)).toBe(14_400);
    expect(thresholdToStored(hours, 1.5)).toBe(5400);
    expect(thresholdFromStored(hours, 9000)).toBe(2.5);
  });

  it("stores idle minutes as seconds and keeps °C and % as typed", () => {
    expect(thresholdToStored(only(ALERT_CODE.idle), 15)).toBe(900);
    expect(thresholdFromStored(only(ALERT_CODE.parking), 3600)).toBe(60);
    expect(thresholdToStored(only(ALERT_CODE.temperatureHigh), 7.5)).toBe(7.5);
    expect(only(ALERT_CODE.temperatureLow).field).toBe("minThreshold");
    expect(thresholdToStored(only(ALERT_CODE.fuelLoss), 12)).toBe(12);
  });

  it("device events have no threshold", () => {
    expect(thresholdSpecsFor(ALERT_CODE.sos)).toEqual([]);
    expect(thresholdSpecsFor(null)).toEqual([]);
  });
});
