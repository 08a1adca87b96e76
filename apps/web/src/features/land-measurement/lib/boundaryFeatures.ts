import type { FeatureCollection } from "geojson";
import type { LandPoint } from "../api/landMeasurements";

/** The boundary for the map: its points, and the closed polygon once it has three (a line with two). */
export function boundaryFeatures(points: readonly LandPoint[]): FeatureCollection {
  const coordinates = points.map((point) => [point.longitude, point.latitude]);
  const first = coordinates[0];
  const shape =
    first && coordinates.length >= 3
      ? { type: "Polygon" as const, coordinates: [[...coordinates, first]] }
      : { type: "LineString" as const, coordinates };
  return {
    type: "FeatureCollection",
    features: [
      ...(coordinates.length >= 2 ? [{ type: "Feature" as const, properties: {}, geometry: shape }] : []),
      ...coordinates.map((coordinate, index) => ({
        type: "Feature" as const,
        properties: { index: String(index + 1) },
        geometry: { type: "Point" as const, coordinates: coordinate },
      })),
    ],
  };
}
