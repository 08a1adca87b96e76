import { describe, expect, it } from "vitest";
import { deviceConnection } from "./deviceConnection.js";

describe("deviceConnection", () => {
  const now = new Date("2026-01-05T10:00:00Z");

  it("is never without any packet", () => {
    expect(deviceConnection(null, now)).toBe("never");
  });

  it("is online up to 10 minutes of silence and offline after", () => {
    expect(deviceConnection("2026-01-05T09:50:00Z", now)).toBe("online");
    expect(deviceConnection(new Date("2026-01-05T09:49:59Z"), now)).toBe("offline");
  });

  it("counts a device clock ahead of ours as online", () => {
    expect(deviceConnection("2026-01-05T10:05:00Z", now)).toBe("online");
  });
});
