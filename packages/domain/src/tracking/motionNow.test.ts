import { describe, expect, it } from "vitest";
import { type LastKnownPosition, motionNow, staleAfterMinutes } from "./motionNow.js";

const timeouts = { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 };
const fixedAt = new Date(Date.UTC(2026, 10, 23, 8, 0));
const minutesLater = (minutes: number) => new Date(fixedAt.getTime() + minutes * 60_000);

const position = (overrides: Partial<LastKnownPosition> = {}): LastKnownPosition => ({
  motionStatus: "moving",
  speed: 77,
  fixTime: fixedAt,
  lastPacket: fixedAt,
  ...overrides,
});

describe("motionNow", () => {
  it("does not call a vehicle silent for 33 minutes (offline timeout 60) moving at 77 km/h: it is stale", () => {
    expect(motionNow(position(), minutesLater(33), timeouts)).toEqual({ status: "stale", ageMinutes: 33 });
  });

  it("is moving while the last fast position is younger than the stale limit (the shorter of idle and park)", () => {
    expect(staleAfterMinutes(timeouts)).toBe(5);
    expect(staleAfterMinutes({ ...timeouts, idleMinutes: 15 })).toBe(10);
    expect(motionNow(position(), fixedAt, timeouts).status).toBe("moving");
    expect(motionNow(position(), new Date(minutesLater(5).getTime() - 1), timeouts)).toEqual({
      status: "moving",
      ageMinutes: 4,
    });
    expect(motionNow(position(), minutesLater(5), timeouts).status).toBe("stale");
  });

  it("says stopped, not moving, for a short stop the stored status still counts as moving", () => {
    expect(motionNow(position({ speed: 0 }), minutesLater(1), timeouts).status).toBe("stopped");
    expect(motionNow(position({ speed: 4.9 }), fixedAt, timeouts).status).toBe("stopped");
    expect(motionNow(position({ speed: 5 }), fixedAt, timeouts).status).toBe("moving");
  });

  it("keeps idle until the stale limit and parked until the offline timeout", () => {
    expect(motionNow(position({ motionStatus: "idle", speed: 0 }), minutesLater(4), timeouts).status).toBe(
      "idle",
    );
    expect(motionNow(position({ motionStatus: "idle", speed: 0 }), minutesLater(5), timeouts).status).toBe(
      "stale",
    );
    expect(motionNow(position({ motionStatus: "parked", speed: 0 }), minutesLater(59), timeouts)).toEqual({
      status: "parked",
      ageMinutes: 59,
    });
  });

  it("is offline once no packet of any kind came for the offline timeout, whatever was stored", () => {
    for (const motionStatus of ["moving", "idle", "parked"] as const) {
      expect(motionNow(position({ motionStatus }), minutesLater(59), timeouts).status).not.toBe("offline");
      expect(motionNow(position({ motionStatus }), minutesLater(60), timeouts).status).toBe("offline");
    }
    expect(motionNow(position({ motionStatus: "offline" }), fixedAt, timeouts).status).toBe("offline");
  });

  it("counts heartbeats against offline but only positions against stale", () => {
    const heartbeating = position({ lastPacket: minutesLater(58) });
    expect(motionNow(heartbeating, minutesLater(70), timeouts)).toEqual({ status: "stale", ageMinutes: 70 });
  });

  it("reads ISO strings as the client receives them and never reports a negative age", () => {
    const ahead = position({
      fixTime: minutesLater(2).toISOString(),
      lastPacket: minutesLater(2).toISOString(),
    });
    expect(motionNow(ahead, fixedAt, timeouts)).toEqual({ status: "moving", ageMinutes: 0 });
  });
});
