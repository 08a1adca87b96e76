import { describe, expect, it } from "vitest";
import {
  boundsOf,
  circleFromRing,
  circleRing,
  distanceMeters,
  fenceRing,
  polyDataFromRing,
  ringFromPolyData,
} from "./geometry";

describe("geofence geometry", () => {
  it("draws a closed circle ring whose points lie at the radius", () => {
    const ring = circleRing(-6.2, 106.8, 500, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const point of ring) expect(distanceMeters([106.8, -6.2], point)).toBeCloseTo(500, 0);
  });

  it("recovers centre and radius from a circle ring", () => {
    const circle = circleFromRing(circleRing(-6.2, 106.8, 1200));
    expect(circle.lat).toBeCloseTo(-6.2, 4);
    expect(circle.lng).toBeCloseTo(106.8, 4);
    expect(circle.radius).toBeGreaterThan(1190);
    expect(circle.radius).toBeLessThan(1210);
  });

  it("converts between API [lat, lng] polygons and GeoJSON rings", () => {
    const poly: [number, number][] = [
      [-6.1, 106.7],
      [-6.1, 106.9],
      [-6.3, 106.8],
    ];
    const ring = ringFromPolyData(poly);
    expect(ring).toEqual([
      [106.7, -6.1],
      [106.9, -6.1],
      [106.8, -6.3],
      [106.7, -6.1],
    ]);
    expect(polyDataFromRing(ring)).toEqual(poly);
    expect(fenceRing({ type: "P", circData: null, polyData: poly })).toEqual(ring);
    expect(fenceRing({ type: "P", circData: null, polyData: null })).toBeNull();
  });

  it("bounds several boxes", () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { minLat: -6.3, maxLat: -6.1, minLng: 106.7, maxLng: 106.9 },
        { minLat: -7, maxLat: -6.9, minLng: 110, maxLng: 110.2 },
      ]),
    ).toEqual([
      [106.7, -7],
      [110.2, -6.1],
    ]);
  });
});
