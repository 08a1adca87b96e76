import { describe, expect, it } from "vitest";
import { summariseFleet } from "./fleetSummary.js";

const now = new Date(Date.UTC(2026, 10, 23, 8, 0));
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const timeouts = { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 };
const at = (minutes: number, motionStatus: "moving" | "idle" | "parked" | "offline", speed = 40) => ({
  hasDevice: true,
  position: { motionStatus, speed, fixTime: ago(minutes), lastPacket: ago(minutes) },
});

describe("summariseFleet", () => {
  it("counts each vehicle once, by the motion rule at this moment", () => {
    const summary = summariseFleet(
      [
        at(0, "moving"),
        at(33, "moving", 77),
        at(1, "moving", 0),
        at(2, "idle", 0),
        at(40, "parked", 0),
        at(61, "parked", 0),
        { hasDevice: true, position: null },
        { hasDevice: false, position: null },
      ],
      now,
      timeouts,
    );
    expect(summary).toEqual({
      total: 8,
      moving: 1,
      stale: 1,
      stopped: 1,
      idle: 1,
      parked: 1,
      offline: 1,
      noData: 1,
      noDevice: 1,
    });
  });
});
