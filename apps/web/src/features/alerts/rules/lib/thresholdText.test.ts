import { describe, expect, it } from "vitest";
import { thresholdText } from "./thresholdText";

const rule = (
  alertCode: number,
  values: Partial<Record<"maxThreshold" | "minThreshold" | "minThresholdTime", number>>,
) => ({
  alertCode,
  maxThreshold: values.maxThreshold ?? null,
  minThreshold: values.minThreshold ?? null,
  minThresholdTime: values.minThresholdTime ?? null,
});

describe("thresholdText", () => {
  it("shows overspeed speed and duration", () => {
    expect(thresholdText(rule(8, { maxThreshold: 80, minThresholdTime: 60 }), "id")).toBe(
      "> 80 km/j · ≥ 60 detik",
    );
    expect(thresholdText(rule(8, { maxThreshold: 80, minThresholdTime: 60 }), "en")).toBe(
      "> 80 km/h · ≥ 60 s",
    );
  });

  it("shows stored minutes as days and seconds as hours", () => {
    expect(thresholdText(rule(15, { minThreshold: 4320 }), "id")).toBe("≥ 3 hari");
    expect(thresholdText(rule(117, { minThresholdTime: 14_400 }), "en")).toBe("≥ 4 h");
    expect(thresholdText(rule(3, { minThresholdTime: 900 }), "id")).toBe("≥ 15 menit");
  });

  it("shows temperature and fuel with their signs", () => {
    expect(thresholdText(rule(17, { maxThreshold: 8 }), "id")).toBe("> 8°C");
    expect(thresholdText(rule(18, { minThreshold: -18 }), "id")).toBe("< -18°C");
    expect(thresholdText(rule(14, { minThreshold: 10 }), "id")).toBe("≥ 10%");
  });

  it("has nothing for device events", () => {
    expect(thresholdText(rule(6, {}), "id")).toBe("—");
  });
});
