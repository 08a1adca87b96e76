import { describe, expect, it } from "vitest";
import { toRouteFeatures } from "./layers/RouteLineLayer";
import { toVehicleFeatures } from "./layers/VehiclesLayer";
import { boundsOf } from "./mapGeometry";

describe("map helpers", () => {
  it("computes bounds, skipping invalid points", () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [106.8, -6.2],
        [Number.NaN, 0],
        [107, -6.4],
      ]),
    ).toEqual({ west: 106.8, south: -6.4, east: 107, north: -6.2 });
  });

  it("rotates only vehicles with a heading status and names their icon by status", () => {
    const data = toVehicleFeatures([
      { id: 1, longitude: 1, latitude: 2, course: 90, motionStatus: "moving", label: "B 1" },
      { id: 2, longitude: 1, latitude: 2, course: 90, motionStatus: "parked", label: "B 2" },
    ]);
    expect(data.features.map((f) => [f.properties?.icon, f.properties?.rotate])).toEqual([
      ["armada-vehicle-moving", 90],
      ["armada-vehicle-parked", 0],
    ]);
  });

  it("splits a route into runs of the same speed band", () => {
    const lines = toRouteFeatures(
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      [10, 10, 100, 100],
    );
    expect(lines.features.map((f) => f.geometry.coordinates.length)).toEqual([2, 3]);
    expect(
      toRouteFeatures([
        [0, 0],
        [1, 1],
      ]).features,
    ).toHaveLength(1);
  });
});
