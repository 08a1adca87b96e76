import { MAX_FUTURE_SKEW_MS, MAX_POSITION_AGE_MS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { parseTrackFixEvent } from "./trackFixEvents.js";

describe("track fix events heard on the bus", () => {
  const now = Date.UTC(2026, 0, 10, 8);
  const event = { instance: "a1b2", vehicleId: 12, device: "primary", time: now - 5_000, valid: true };

  it("takes what an instance publishes, without extra fields", () => {
    expect(parseTrackFixEvent({ ...event, extra: "x" }, now)).toEqual(event);
    expect(parseTrackFixEvent({ ...event, device: "secondary", valid: false }, now)).toMatchObject({
      device: "secondary",
      valid: false,
    });
  });

  it.each([
    ["not an object", "track"],
    ["null", null],
    ["no instance", { ...event, instance: undefined }],
    ["an empty instance", { ...event, instance: "" }],
    ["a long instance", { ...event, instance: "x".repeat(101) }],
    ["a vehicle id as text", { ...event, vehicleId: "12" }],
    ["a fractional vehicle id", { ...event, vehicleId: 1.5 }],
    ["a vehicle id of 0", { ...event, vehicleId: 0 }],
    ["an unsafe vehicle id", { ...event, vehicleId: 2 ** 60 }],
    ["another device", { ...event, device: "camera" }],
    ["a time as text", { ...event, time: String(now) }],
    ["a fractional time", { ...event, time: now + 0.5 }],
    ["an infinite time", { ...event, time: Number.POSITIVE_INFINITY }],
    ["NaN", { ...event, time: Number.NaN }],
    ["a time too far ahead", { ...event, time: now + MAX_FUTURE_SKEW_MS + 1 }],
    ["a time too old", { ...event, time: now - MAX_POSITION_AGE_MS - 1 }],
    ["validity as a number", { ...event, valid: 1 }],
  ])("drops %s", (_name, payload) => {
    expect(parseTrackFixEvent(payload, now)).toBeNull();
  });
});
