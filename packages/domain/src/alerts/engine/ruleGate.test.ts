import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { isWithinSchedule } from "./ruleGate.js";
import { MONDAY_10_WIB, makeRule, repeat, runTrack, track } from "./testing/syntheticTrack.js";

const HOUR = 3_600_000;
const schedule = (startTime: string, endTime: string, dayOfWeek: number[] = []) => ({
  withSchedule: true,
  startTime,
  endTime,
  dayOfWeek,
});

describe("isWithinSchedule (WIB)", () => {
  it("passes rules without a schedule", () => {
    expect(isWithinSchedule({ withSchedule: false, startTime: null, endTime: null, dayOfWeek: [] }, 0)).toBe(
      true,
    );
  });

  it("uses local WIB time, start included and end excluded", () => {
    const rule = schedule("08:00", "17:00");
    expect(isWithinSchedule(rule, MONDAY_10_WIB)).toBe(true); // 10:00 WIB
    expect(isWithinSchedule(rule, MONDAY_10_WIB - 2 * HOUR)).toBe(true); // 08:00
    expect(isWithinSchedule(rule, MONDAY_10_WIB - 2 * HOUR - 60_000)).toBe(false); // 07:59
    expect(isWithinSchedule(rule, MONDAY_10_WIB + 7 * HOUR)).toBe(false); // 17:00
  });

  it("keeps to the ISO weekdays (Monday = 1)", () => {
    expect(isWithinSchedule(schedule("00:00", "23:59", [1]), MONDAY_10_WIB)).toBe(true);
    expect(isWithinSchedule(schedule("00:00", "23:59", [2, 3]), MONDAY_10_WIB)).toBe(false);
    // Monday 03:00 UTC is 10:00 WIB Monday; Sunday 20:00 UTC is Monday 03:00 WIB
    expect(isWithinSchedule(schedule("00:00", "23:59", [1]), MONDAY_10_WIB - 7 * HOUR)).toBe(true);
  });

  it("spans midnight when the end is before the start, on the day the window started", () => {
    const night = schedule("22:00", "06:00", [1]);
    expect(isWithinSchedule(night, MONDAY_10_WIB + 13 * HOUR)).toBe(true); // Monday 23:00
    expect(isWithinSchedule(night, MONDAY_10_WIB + 18 * HOUR)).toBe(true); // Tuesday 04:00, window of Monday
    expect(isWithinSchedule(night, MONDAY_10_WIB - 6 * HOUR)).toBe(false); // Monday 04:00, window of Sunday
    expect(isWithinSchedule(night, MONDAY_10_WIB)).toBe(false);
  });
});

describe("schedule filter on a rule", () => {
  it("raises only inside the schedule", () => {
    const rule = makeRule(ALERT_CODE.overspeed, {
      maxThreshold: 80,
      minThresholdTime: 60,
      ...schedule("10:05", "12:00"),
    });
    // 10:00-10:10 WIB speeding every 60 s: only the part from 10:05 counts, so the alert comes at 10:06
    const { raises } = runTrack([rule], track(MONDAY_10_WIB, 60, repeat(11, { speed: 100 })));
    expect(raises.map((r) => (r.time - MONDAY_10_WIB) / 60_000)).toEqual([6]);
  });
});
