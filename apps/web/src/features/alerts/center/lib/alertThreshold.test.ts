import { describe, expect, it } from "vitest";
import { alertThresholdParts } from "./alertThreshold";

const shown = (code: number, data: string, language: "id" | "en" = "en", showOverspeedDuration = true) =>
  alertThresholdParts(code, data, { showOverspeedDuration, language }).map(
    (part) => `${part.label}: ${part.text}`,
  );

describe("threshold display", () => {
  it("overspeed: km/h (km/j in Indonesian) and limit, the duration in seconds only with the duration key (default 60)", () => {
    expect(shown(8, "92|75|80")).toEqual(["speed: 92 km/h", "duration: 75 seconds", "threshold: 80 km/h"]);
    expect(shown(8, "92")).toEqual(["speed: 92 km/h", "duration: 60 seconds"]);
    expect(shown(8, "92|75|80", "en", false)).toEqual(["speed: 92 km/h", "threshold: 80 km/h"]);
    expect(shown(8, "92|75", "id")).toEqual(["speed: 92 km/j", "duration: 75 detik"]);
  });

  it("fuel gain/loss in percent, temperature in °C", () => {
    expect(shown(14, "-12|50|38|10")).toEqual(["fuelChange: 12%", "threshold: 10%"]);
    expect(shown(13, "7.5")).toEqual(["fuelChange: 7.5%"]);
    expect(shown(17, "9.5|600|8")).toEqual(["temperature: 9.5 °C", "threshold: 8 °C"]);
  });

  it("15/16 minutes shown as days", () => {
    expect(shown(15, "4320|2880")).toEqual(["days: 3 days", "threshold: 2 days"]);
    expect(shown(16, "2160", "id")).toEqual(["days: 1,5 hari"]);
  });

  it("117 driving time against the 4 hour trigger", () => {
    expect(shown(117, "15000")).toEqual(["drivingTime: 4 hours 10 minutes", "threshold: 4 hours"]);
    expect(shown(117, "18000|18000", "id")).toEqual(["drivingTime: 5 jam", "threshold: 5 jam"]);
  });

  it("nothing for codes without a measured value or unreadable data", () => {
    expect(shown(6, "1")).toEqual([]);
    expect(shown(13, "")).toEqual([]);
  });
});
