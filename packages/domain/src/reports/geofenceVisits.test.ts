import { describe, expect, it } from "vitest";
import { geofenceBoundingBox } from "../geo/geofenceBoundingBox.js";
import type { GeofenceShape } from "../geo/geoTypes.js";
import type { TrackPoint } from "../tracking/tripAnalysis.js";
import { dwellSeconds, extendGeofenceVisits } from "./geofenceVisits.js";

const start = Date.UTC(2026, 10, 21, 1, 0, 0);
const at = (minute: number, longitude: number): TrackPoint => ({
  fixTime: new Date(start + minute * 60_000),
  latitude: -6.2,
  longitude,
  speed: 30,
});
const depot: GeofenceShape = { type: "C", circData: { lat: -6.2, lng: 106.9, radius: 500 } };
const fences = [{ geofenceId: 4, shape: depot, box: geofenceBoundingBox(depot) }];

describe("extendGeofenceVisits", () => {
  it("opens a visit at the first fix inside and closes it at the first fix outside, with its dwell", () => {
    const track = [at(0, 106.8), at(10, 106.9), at(40, 106.901), at(55, 107)];
    const { changes, open } = extendGeofenceVisits(new Map(), track, fences);
    expect(changes).toEqual([{ geofenceId: 4, enterTime: at(10, 0).fixTime, exitTime: at(55, 0).fixTime }]);
    expect(open.size).toBe(0);
    expect(dwellSeconds(changes[0] ?? { enterTime: new Date(), exitTime: null }, new Date())).toBe(45 * 60);
  });

  it("carries an open visit over to the next batch", () => {
    const first = extendGeofenceVisits(new Map(), [at(0, 106.8), at(5, 106.9)], fences);
    expect(first.changes).toEqual([{ geofenceId: 4, enterTime: at(5, 0).fixTime, exitTime: null }]);
    const second = extendGeofenceVisits(first.open, [at(6, 106.9), at(30, 107)], fences);
    expect(second.changes).toEqual([
      { geofenceId: 4, enterTime: at(5, 0).fixTime, exitTime: at(30, 0).fixTime },
    ]);
    const stillInside = { enterTime: at(5, 0).fixTime, exitTime: null };
    expect(dwellSeconds(stillInside, at(65, 0).fixTime)).toBe(3600);
  });
});
