import { describe, expect, it } from "vitest";
import { gt06CommandAnswer } from "./gt06CommandAnswer.js";

const sample = {
  lat: -6.175392,
  lon: 106.827153,
  course: 89.6,
  speedKmh: 41.7,
  ignition: true,
  road: "arterial",
  stopped: null,
  odometerMeters: 0,
} as const;

describe("gt06CommandAnswer", () => {
  it("answers WHERE# with the last position, and the relay commands as the firmwares do", () => {
    expect(gt06CommandAnswer("WHERE#", sample)).toBe("Lat:S6.175392,Lon:E106.827153,Course:90,Speed:42km/h");
    expect(gt06CommandAnswer("WHERE#", null)).toBe("No GPS fix");
    expect(gt06CommandAnswer("relay,1#", sample)).toMatch(/Cut off/);
    expect(gt06CommandAnswer("RELAY,0#", sample)).toMatch(/Restore/);
    expect(gt06CommandAnswer("STATUS#", sample)).toBe("Unknown command: STATUS#");
  });
});
