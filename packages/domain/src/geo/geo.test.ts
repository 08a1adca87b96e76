import { describe, expect, it } from "vitest";
import { geofenceBoundingBox, inBoundingBox } from "./geofenceBoundingBox.js";
import type { PolygonRing } from "./geoTypes.js";
import { haversineMeters } from "./haversineMeters.js";
import { pointInGeofence } from "./pointInGeofence.js";
import { pointInPolygon } from "./pointInPolygon.js";
import { polygonHasDuplicatePoints, polygonSelfIntersects } from "./polygonSelfIntersects.js";

const MONAS = { lat: -6.175392, lng: 106.827153 };
const BUNDARAN_HI = { lat: -6.195, lng: 106.823 };
/** A square of about 1.1 km around Tanjung Priok port, as [lat, lng] pairs. */
const SQUARE: PolygonRing = [
  [-6.1, 106.88],
  [-6.1, 106.89],
  [-6.11, 106.89],
  [-6.11, 106.88],
];

describe("haversineMeters", () => {
  it("is zero for the same point and symmetric", () => {
    expect(haversineMeters(MONAS, MONAS)).toBe(0);
    expect(haversineMeters(MONAS, BUNDARAN_HI)).toBeCloseTo(haversineMeters(BUNDARAN_HI, MONAS), 6);
  });

  it("measures known distances", () => {
    // Monas to Bundaran HI: about 2.2 km.
    expect(haversineMeters(MONAS, BUNDARAN_HI)).toBeGreaterThan(2_150);
    expect(haversineMeters(MONAS, BUNDARAN_HI)).toBeLessThan(2_250);
    // One degree of latitude: about 111.2 km.
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    // Jakarta to Surabaya: about 660 km as the crow flies.
    const surabaya = { lat: -7.2575, lng: 112.7521 };
    expect(haversineMeters(MONAS, surabaya) / 1000).toBeGreaterThan(650);
    expect(haversineMeters(MONAS, surabaya) / 1000).toBeLessThan(670);
  });
});

describe("pointInPolygon", () => {
  it("finds points inside and outside a square", () => {
    expect(pointInPolygon({ lat: -6.105, lng: 106.885 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: -6.12, lng: 106.885 }, SQUARE)).toBe(false);
    expect(pointInPolygon({ lat: -6.105, lng: 106.87 }, SQUARE)).toBe(false);
  });

  it("handles a concave polygon (an L shape)", () => {
    const l: PolygonRing = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, l)).toBe(false);
  });

  it("contains nothing with fewer than three points", () => {
    expect(
      pointInPolygon({ lat: 0, lng: 0 }, [
        [1, 1],
        [-1, -1],
      ]),
    ).toBe(false);
  });
});

describe("pointInGeofence", () => {
  const circle = { type: "C" as const, circData: { ...MONAS, radius: 500 } };

  it("tests a circle by distance to its centre, edge included", () => {
    expect(pointInGeofence(MONAS, circle)).toBe(true);
    expect(pointInGeofence({ lat: MONAS.lat + 0.004, lng: MONAS.lng }, circle)).toBe(true); // ~445 m
    expect(pointInGeofence({ lat: MONAS.lat + 0.005, lng: MONAS.lng }, circle)).toBe(false); // ~556 m
    expect(pointInGeofence(BUNDARAN_HI, circle)).toBe(false);
  });

  it("tests a polygon by containment", () => {
    const fence = { type: "P" as const, polyData: SQUARE };
    expect(pointInGeofence({ lat: -6.105, lng: 106.885 }, fence)).toBe(true);
    expect(pointInGeofence(MONAS, fence)).toBe(false);
  });
});

describe("geofenceBoundingBox", () => {
  it("spans a polygon's extreme points", () => {
    expect(geofenceBoundingBox({ type: "P", polyData: SQUARE })).toEqual({
      minLat: -6.11,
      maxLat: -6.1,
      minLng: 106.88,
      maxLng: 106.89,
    });
  });

  it("holds every point of a circle, wider in longitude away from the equator", () => {
    const fence = { type: "C" as const, circData: { lat: -6.2, lng: 106.8, radius: 1000 } };
    const box = geofenceBoundingBox(fence);
    const dLat = box.maxLat - -6.2;
    const dLng = box.maxLng - 106.8;
    expect(dLat).toBeCloseTo(1000 / 111_195, 6);
    expect(dLng).toBeGreaterThan(dLat);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const point = { lat: -6.2 + Math.cos(rad) * dLat * 0.999, lng: 106.8 + Math.sin(rad) * dLng * 0.999 };
      expect(inBoundingBox(point, box)).toBe(true);
    }
    expect(inBoundingBox({ lat: -6.2, lng: 106.8 + dLng * 1.01 }, box)).toBe(false);
  });

  it("clamps at the poles", () => {
    const box = geofenceBoundingBox({ type: "C", circData: { lat: 89.999, lng: 0, radius: 10_000 } });
    expect(box.maxLat).toBe(90);
    expect(box.minLng).toBe(-180);
  });
});

describe("polygon checks", () => {
  it("detects a bow tie but accepts a simple ring", () => {
    expect(polygonSelfIntersects(SQUARE)).toBe(false);
    expect(
      polygonSelfIntersects([
        [0, 0],
        [1, 1],
        [0, 1],
        [1, 0],
      ]),
    ).toBe(true);
    expect(
      polygonSelfIntersects([
        [0, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe(false);
  });

  it("finds repeated points", () => {
    expect(polygonHasDuplicatePoints(SQUARE)).toBe(false);
    expect(
      polygonHasDuplicatePoints([
        [0, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(true);
  });
});
