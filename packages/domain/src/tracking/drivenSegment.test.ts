import { describe, expect, it } from "vitest";
import { drivenSegment, MAX_DRIVEN_SEGMENT_SECONDS } from "./drivenSegment.js";

const at = (seconds: number, latitude: number, speed: number) => ({
  fixTime: new Date(Date.UTC(2026, 11, 2, 8) + seconds * 1000),
  latitude,
  longitude: 106.8,
  speed,
});

describe("drivenSegment", () => {
  it("counts a moving minute, and nothing across a gap in the record however plausible its speed", () => {
    expect(drivenSegment(at(0, -6.3, 54), at(60, -6.2919, 54))?.seconds).toBe(60);
    const justInside = MAX_DRIVEN_SEGMENT_SECONDS;
    expect(drivenSegment(at(0, -6.3, 54), at(justInside, -6.2, 54))?.seconds).toBe(justInside);
    // last seen moving at night, again 11 hours later 40 km on: a gap, not 11 hours of driving
    expect(drivenSegment(at(0, -6.3, 60), at(11 * 3600, -5.94, 60))).toBeNull();
    expect(drivenSegment(at(0, -6.3, 54), at(justInside + 1, -6.2, 54))).toBeNull();
  });

  it("counts nothing for a standing vehicle or a GPS jump", () => {
    expect(drivenSegment(at(0, -6.3, 0), at(60, -6.3, 0))).toBeNull();
    expect(drivenSegment(at(0, -6.3, 54), at(60, -5.3, 54))).toBeNull();
  });
});
