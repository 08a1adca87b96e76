import fc from "fast-check";
import geodesic from "geographiclib-geodesic";
import { describe, expect, it } from "vitest";
import { landBoundaryFromTrack } from "./landBoundaryFromTrack.js";
import { landPolygonIssue } from "./landPolygonIssue.js";
import { measureLandPolygon, squareMetersToHectares } from "./measureLandPolygon.js";

const WGS84 = geodesic.Geodesic.WGS84;

/** A square of `side` metres from (lat, lng): north, then east, then south, each side a geodesic of that length. */
function geodesicSquare(lat: number, lng: number, side: number): [number, number][] {
  const corners: [number, number][] = [[lat, lng]];
  let azimuth = 0;
  for (let i = 0; i < 3; i++) {
    const [fromLat, fromLng] = corners.at(-1) as [number, number];
    const step = WGS84.Direct(fromLat, fromLng, azimuth, side);
    corners.push([step.lat2 as number, step.lon2 as number]);
    azimuth += 90;
  }
  return corners;
}

/** A convex ring: points on an ellipse of a few hundred metres around a point in Indonesia. */
const convexRing = fc
  .record({
    lat: fc.double({ min: -10, max: 5, noNaN: true }),
    lng: fc.double({ min: 95, max: 140, noNaN: true }),
    radius: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
    count: fc.integer({ min: 3, max: 40 }),
  })
  .map(({ lat, lng, radius, count }) =>
    Array.from({ length: count }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / count;
      return [lat + radius * Math.sin(angle), lng + 1.5 * radius * Math.cos(angle)];
    }),
  );

describe("measureLandPolygon", () => {
  it("gives a 1 km × 1 km square near the equator about 100 ha and 4 km around", () => {
    const size = measureLandPolygon(geodesicSquare(0.5, 101.4, 1_000));
    expect(squareMetersToHectares(size.areaSquareMeters)).toBeCloseTo(100, 0);
    expect(Math.abs(squareMetersToHectares(size.areaSquareMeters) - 100)).toBeLessThan(0.05);
    expect(size.perimeterMeters).toBeGreaterThan(3_999);
    expect(size.perimeterMeters).toBeLessThan(4_001);
  });

  it("matches GeographicLib's own reference values (Planimeter0)", () => {
    const size = measureLandPolygon([
      [0, -1],
      [-1, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(size.perimeterMeters).toBeCloseTo(627_598.2731, 3);
    expect(Math.abs(size.areaSquareMeters - 24_619_419_146)).toBeLessThan(1);
  });

  it("does not depend on the starting vertex nor on the direction of travel", () => {
    fc.assert(
      fc.property(convexRing, fc.nat(), (ring, shift) => {
        const base = measureLandPolygon(ring);
        const k = shift % ring.length;
        const rotated = [...ring.slice(k), ...ring.slice(0, k)];
        const reversed = [...ring].reverse();
        for (const other of [measureLandPolygon(rotated), measureLandPolygon(reversed)]) {
          expect(Math.abs(other.areaSquareMeters - base.areaSquareMeters)).toBeLessThan(
            1e-3 * base.areaSquareMeters + 1e-3,
          );
          expect(other.perimeterMeters).toBeCloseTo(base.perimeterMeters, 3);
        }
        expect(base.areaSquareMeters).toBeGreaterThan(0);
      }),
    );
  });

  it("scales a square's area with the square of its side", () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 5_000, noNaN: true }), (side) => {
        const { areaSquareMeters } = measureLandPolygon(geodesicSquare(-1, 110, side));
        expect(Math.abs(areaSquareMeters / (side * side) - 1)).toBeLessThan(1e-3);
      }),
    );
  });
});

describe("landPolygonIssue", () => {
  it("accepts a simple ring and refuses too few points, repeats, crossings and lines", () => {
    expect(landPolygonIssue(geodesicSquare(0.5, 101.4, 200))).toBeNull();
    expect(
      landPolygonIssue([
        [0, 0],
        [0, 0.01],
      ]),
    ).toBe("polygonTooFewPoints");
    expect(
      landPolygonIssue([
        [0, 0],
        [0, 0.01],
        [0.01, 0.01],
        [0, 0],
      ]),
    ).toBe("polygonDuplicatePoints");
    // a figure eight: the first and third edges cross
    expect(
      landPolygonIssue([
        [0, 0],
        [0.01, 0.01],
        [0, 0.01],
        [0.01, 0],
      ]),
    ).toBe("polygonSelfIntersects");
    expect(
      landPolygonIssue([
        [0, 0],
        [0, 0.001],
        [0, 0.002],
      ]),
    ).toBe("polygonDegenerate");
  });

  it("accepts every convex ring", () => {
    fc.assert(
      fc.property(convexRing, (ring) => {
        expect(landPolygonIssue(ring)).toBeNull();
      }),
    );
  });
});

describe("landBoundaryFromTrack", () => {
  const fixes = (ring: [number, number][]) => ring.map(([latitude, longitude]) => ({ latitude, longitude }));

  it("drops jitter and the return onto the start, keeping the corners", () => {
    const square = geodesicSquare(0.5, 101.4, 500);
    const [a, b, c, d] = square as [[number, number], [number, number], [number, number], [number, number]];
    const track = fixes([a, [a[0] + 1e-6, a[1]], b, b, c, d, [a[0] + 1e-6, a[1] + 1e-6]]);
    expect(landBoundaryFromTrack(track)).toEqual([a, b, c, d]);
  });

  it("samples a long track down to the limit and keeps its area", () => {
    const ring = Array.from({ length: 3_000 }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / 3_000;
      return [0.5 + 0.01 * Math.sin(angle), 101.4 + 0.01 * Math.cos(angle)];
    });
    const boundary = landBoundaryFromTrack(fixes(ring));
    expect(boundary.length).toBeLessThanOrEqual(1_000);
    const full = measureLandPolygon(ring).areaSquareMeters;
    expect(Math.abs(measureLandPolygon(boundary).areaSquareMeters - full) / full).toBeLessThan(1e-3);
  });
});
