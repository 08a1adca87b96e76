import { describe, expect, it } from "vitest";
import { ADAS_ALERT_CODES, ALERT_CODE, DMS_ALERT_CODES } from "../alertCodeNumbers.js";
import { ALARM_ALERT_CODES, alertCodeOfAlarm } from "./alarmAlertCodes.js";
import { MONDAY_10_WIB, makeRule, repeat, runTrack, track } from "./testing/syntheticTrack.js";

const T0 = MONDAY_10_WIB;

describe("device alarms", () => {
  it("maps alarm names to codes in any spelling, and unknown alarms to nothing", () => {
    expect(alertCodeOfAlarm("sos")).toBe(ALERT_CODE.sos);
    expect(alertCodeOfAlarm("SOS")).toBe(ALERT_CODE.sos);
    expect(alertCodeOfAlarm("power_cut")).toBe(ALERT_CODE.powerCut);
    expect(alertCodeOfAlarm("harshBraking")).toBe(ALERT_CODE.harshBraking);
    expect(alertCodeOfAlarm("fatigueDriving")).toBe(ALERT_CODE.dmsFatigue);
    expect(alertCodeOfAlarm("laneDeparture")).toBe(ALERT_CODE.adasLaneDeparture);
    expect(alertCodeOfAlarm("vibration")).toBeNull();
    expect(alertCodeOfAlarm(null)).toBeNull();
  });

  it("covers every DMS and ADAS code", () => {
    for (const code of [...DMS_ALERT_CODES, ...ADAS_ALERT_CODES]) expect(ALARM_ALERT_CODES).toContain(code);
  });

  it("raises one alert per event; resends within 60 s are the same event", () => {
    const rule = makeRule(ALERT_CODE.sos);
    const samples = track(T0, 20, [
      { alarm: "sos", speed: 12 },
      { alarm: "sos" },
      { alarm: null },
      { alarm: "sos" },
      ...repeat(3, { alarm: null }),
      { alarm: "sos" },
    ]);
    const { raises } = runTrack([rule], samples);
    expect(raises.map((r) => r.time - T0)).toEqual([0, 140_000]);
    expect(raises[0]).toMatchObject({ alertData: "sos|12", alertTrigger: "sos", alertFlag: "E" });
  });

  it("a rule of another code ignores the alarm", () => {
    const rule = makeRule(ALERT_CODE.powerCut);
    expect(runTrack([rule], track(T0, 20, [{ alarm: "sos" }])).raises).toHaveLength(0);
  });
});

describe("fuel gain (13) and loss (14)", () => {
  const gain = () => makeRule(ALERT_CODE.fuelGain, { minThreshold: 10 });
  const loss = () => makeRule(ALERT_CODE.fuelLoss, { minThreshold: 10 });

  it("a confirmed drop raises a loss with change|from|to|threshold", () => {
    const samples = track(T0, 60, [{ fuel: 60 }, { fuel: 59 }, { fuel: 40 }, { fuel: 40 }, { fuel: 39.5 }]);
    const { raises } = runTrack([gain(), loss()], samples);
    expect(raises.map((r) => [r.alertCode, r.alertData])).toEqual([[14, "19|59|40|10"]]);
  });

  it("a refuel raises a gain", () => {
    const samples = track(T0, 60, [{ fuel: 20 }, { fuel: 80 }, { fuel: 81 }]);
    expect(runTrack([gain(), loss()], samples).raises.map((r) => [r.alertCode, r.alertData])).toEqual([
      [13, "61|20|81|10"],
    ]);
  });

  it("a single odd reading is noise, and slow consumption never adds up to an alert", () => {
    const noisy = [{ fuel: 50 }, { fuel: 20 }, { fuel: 50 }, { fuel: 49 }];
    const slow = Array.from({ length: 30 }, (_, index) => ({ fuel: 50 - index }));
    expect(runTrack([gain(), loss()], track(T0, 60, [...noisy, ...slow])).raises).toHaveLength(0);
  });
});

describe("continuous driving (117)", () => {
  it("raises after 4 h of driving with short stops, once per stint", () => {
    const rule = makeRule(ALERT_CODE.continuousDriving);
    // every 10 minutes: 2 h driving, a 10-minute stop, 2 h driving → 4 h 10 min since the start
    const samples = track(T0, 600, [
      ...repeat(12, { speed: 60 }),
      { speed: 0 },
      ...repeat(14, { speed: 60 }),
    ]);
    const { raises } = runTrack([rule], samples);
    expect(raises).toHaveLength(1);
    expect(raises[0]).toMatchObject({ alertData: "14400|14400", time: T0 + 14_400_000 });
  });

  it("a rest of 15 minutes starts a new stint", () => {
    const rule = makeRule(ALERT_CODE.continuousDriving, { minThresholdTime: 3600 });
    const samples = track(T0, 600, [
      ...repeat(5, { speed: 60 }),
      ...repeat(3, { speed: 0 }),
      ...repeat(7, { speed: 60 }),
    ]);
    // first stint 0..40 min (under 1 h), rest 50..70 min, second stint from 80 min: raises at 140 min
    expect(runTrack([rule], samples).raises.map((r) => (r.time - T0) / 60_000)).toEqual([140]);
  });
});
