import { bearingDegrees, distanceMeters, interpolate, type LatLon } from "./geo.js";
import type { RoadClass, RouteDefinition, Waypoint } from "./routes.js";

export interface RoutePoint extends LatLon {
  /** heading of travel in the forward direction, degrees */
  bearing: number;
  road: RoadClass;
  segment: number;
}

/** A route as a polyline measured in metres: where a vehicle is after driving `distance` from the start. */
export class RoutePath {
  readonly length: number;
  private readonly waypoints: readonly Waypoint[];
  /** distance from the start to each waypoint */
  private readonly offsets: number[];

  constructor(readonly definition: RouteDefinition) {
    if (definition.waypoints.length < 2) throw new Error(`route ${definition.id} needs two waypoints`);
    this.waypoints = definition.waypoints;
    this.offsets = [0];
    for (let index = 1; index < this.waypoints.length; index++) {
      const previous = this.waypoints[index - 1] as Waypoint;
      const current = this.waypoints[index] as Waypoint;
      this.offsets.push((this.offsets[index - 1] as number) + distanceMeters(previous, current));
    }
    this.length = this.offsets[this.offsets.length - 1] as number;
  }

  /** The point `distance` metres along the route, clamped to its ends. */
  pointAt(distance: number): RoutePoint {
    const clamped = Math.min(this.length, Math.max(0, distance));
    let segment = 0;
    while (segment < this.offsets.length - 2 && (this.offsets[segment + 1] as number) <= clamped) segment++;
    const from = this.waypoints[segment] as Waypoint;
    const to = this.waypoints[segment + 1] as Waypoint;
    const start = this.offsets[segment] as number;
    const span = (this.offsets[segment + 1] as number) - start;
    const point = interpolate(from, to, span > 0 ? (clamped - start) / span : 0);
    return { ...point, bearing: bearingDegrees(from, to), road: from.road, segment };
  }
}
