import { describe, expect, it } from "vitest";
import { distanceMeters } from "./geo.js";
import { RoutePath } from "./routePath.js";
import { ROUTES, type RouteDefinition } from "./routes.js";

const square: RouteDefinition = {
  id: "test",
  name: "test",
  waypoints: [
    { lat: 0, lon: 0, road: "local" },
    { lat: 0, lon: 0.01, road: "toll" },
    { lat: 0.01, lon: 0.01, road: "arterial" },
  ],
};

describe("RoutePath", () => {
  const path = new RoutePath(square);
  const leg = distanceMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 0.01 });

  it("measures the polyline", () => {
    expect(path.length).toBeCloseTo(2 * leg, 0);
  });

  it("places a vehicle along the segments with the segment's road and bearing", () => {
    expect(path.pointAt(0)).toMatchObject({ lat: 0, lon: 0, road: "local", segment: 0 });
    const half = path.pointAt(leg / 2);
    expect(half.lon).toBeCloseTo(0.005, 6);
    expect(half.bearing).toBeCloseTo(90, 3);
    const second = path.pointAt(leg * 1.5);
    expect(second).toMatchObject({ road: "toll", segment: 1 });
    expect(second.lat).toBeCloseTo(0.005, 6);
    expect(second.bearing).toBeCloseTo(0, 3);
  });

  it("clamps to the ends", () => {
    expect(path.pointAt(-50)).toMatchObject({ lat: 0, lon: 0 });
    const end = path.pointAt(path.length + 500);
    expect(end.lat).toBeCloseTo(0.01, 9);
    expect(end.lon).toBeCloseTo(0.01, 9);
  });

  it("refuses a route of one point", () => {
    expect(
      () => new RoutePath({ id: "x", name: "x", waypoints: [{ lat: 0, lon: 0, road: "local" }] }),
    ).toThrow();
  });

  it.each(ROUTES.map((route) => [route.id, route] as const))(
    "route %s stays in Jabodetabek with legs under 8 km",
    (_id, route) => {
      const routePath = new RoutePath(route);
      expect(routePath.length).toBeGreaterThan(3_000);
      for (const point of route.waypoints) {
        expect(point.lat).toBeGreaterThan(-6.7);
        expect(point.lat).toBeLessThan(-6.05);
        expect(point.lon).toBeGreaterThan(106.6);
        expect(point.lon).toBeLessThan(107.2);
      }
      for (let index = 1; index < route.waypoints.length; index++) {
        const from = route.waypoints[index - 1];
        const to = route.waypoints[index];
        if (!from || !to) continue;
        expect(distanceMeters(from, to)).toBeLessThan(8_000);
      }
    },
  );
});
