import { describe, expect, it } from "vitest";
import { bearingDegrees, distanceMeters, interpolate } from "./geo.js";

const monas = { lat: -6.1754, lon: 106.8272 };
const bundaranHi = { lat: -6.1949, lon: 106.823 };

describe("geo", () => {
  it("measures Monas to Bundaran HI as about 2.2 km", () => {
    expect(distanceMeters(monas, bundaranHi)).toBeGreaterThan(2_150);
    expect(distanceMeters(monas, bundaranHi)).toBeLessThan(2_250);
  });

  it("measures one degree of latitude as about 111 km", () => {
    expect(distanceMeters({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -2);
  });

  it("gives bearings clockwise from north", () => {
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 5);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 5);
    expect(bearingDegrees({ lat: 1, lon: 0 }, { lat: 0, lon: 0 })).toBeCloseTo(180, 5);
    expect(bearingDegrees({ lat: 0, lon: 1 }, { lat: 0, lon: 0 })).toBeCloseTo(270, 5);
    // Monas to Bundaran HI: south, slightly west
    expect(bearingDegrees(monas, bundaranHi)).toBeGreaterThan(180);
    expect(bearingDegrees(monas, bundaranHi)).toBeLessThan(195);
  });

  it("interpolates between two points", () => {
    expect(interpolate(monas, bundaranHi, 0)).toEqual(monas);
    expect(interpolate(monas, bundaranHi, 1)).toEqual(bundaranHi);
    const middle = interpolate(monas, bundaranHi, 0.5);
    expect(middle.lat).toBeCloseTo((monas.lat + bundaranHi.lat) / 2, 10);
  });
});
