import { describe, expect, it } from "vitest";
import { vehicleMotion } from "./vehicleMotion";

const now = Date.parse("2026-11-28T10:00:00Z");

describe("vehicleMotion", () => {
  it("ages the status from the latest position, in whole minutes", () => {
    expect(vehicleMotion({ status: "stale", lastUpdate: "2026-11-28T09:34:30Z" }, now)).toEqual({
      status: "stale",
      ageMinutes: 25,
    });
  });

  it("never ages a position from a device clock ahead of ours below zero", () => {
    expect(vehicleMotion({ status: "moving", lastUpdate: "2026-11-28T10:01:00Z" }, now)?.ageMinutes).toBe(0);
  });

  it("is null without a position", () => {
    expect(vehicleMotion({ status: "noData", lastUpdate: null }, now)).toBeNull();
    expect(vehicleMotion({ status: "moving", lastUpdate: null }, now)).toBeNull();
  });
});
