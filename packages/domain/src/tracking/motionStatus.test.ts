import { describe, expect, it } from "vitest";
import { nextMotionState } from "./motionStatus.js";

const timeouts = { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 8, minutes));

describe("nextMotionState", () => {
  it("is moving at or above 5 km/h and forgets the stop", () => {
    expect(
      nextMotionState({ speedKmh: 5, ignition: true, stoppedSince: at(0), fixTime: at(30) }, timeouts),
    ).toEqual({
      motionStatus: "moving",
      stoppedSince: null,
    });
  });

  it("keeps a short stop as moving and remembers when it began", () => {
    expect(
      nextMotionState({ speedKmh: 0, ignition: true, stoppedSince: null, fixTime: at(1) }, timeouts),
    ).toEqual({
      motionStatus: "moving",
      stoppedSince: at(1),
    });
  });

  it("is idle once standing with the engine on for the idle timeout", () => {
    expect(
      nextMotionState({ speedKmh: 2, ignition: true, stoppedSince: at(0), fixTime: at(4) }, timeouts)
        .motionStatus,
    ).toBe("moving");
    expect(
      nextMotionState({ speedKmh: 2, ignition: true, stoppedSince: at(0), fixTime: at(5) }, timeouts)
        .motionStatus,
    ).toBe("idle");
  });

  it("is parked once standing with the engine off (or unknown) for the park timeout", () => {
    expect(
      nextMotionState({ speedKmh: 0, ignition: false, stoppedSince: at(0), fixTime: at(9) }, timeouts)
        .motionStatus,
    ).toBe("moving");
    expect(
      nextMotionState({ speedKmh: 0, ignition: false, stoppedSince: at(0), fixTime: at(10) }, timeouts)
        .motionStatus,
    ).toBe("parked");
    expect(
      nextMotionState({ speedKmh: 0, ignition: null, stoppedSince: at(0), fixTime: at(12) }, timeouts)
        .motionStatus,
    ).toBe("parked");
  });
});
