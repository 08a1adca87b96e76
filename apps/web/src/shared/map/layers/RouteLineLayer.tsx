import type { FeatureCollection, LineString } from "geojson";
import { useMemo } from "react";
import { Layer, Source } from "react-map-gl/maplibre";
import type { LngLat } from "../mapGeometry";

export interface RouteLineLayerProps {
  id?: string;
  coordinates: readonly LngLat[];
  /** km/h per point: colours each segment by speed band (see SPEED_BANDS); else one colour. */
  speeds?: readonly number[];
  color?: string;
  width?: number;
}

/** Speed bands of a coloured route: up to 20 km/h, up to 60, up to 90, above. */
export const SPEED_BANDS = [
  { upTo: 20, color: "#2b8a3e" },
  { upTo: 60, color: "#1c7ed6" },
  { upTo: 90, color: "#e8890c" },
  { upTo: Number.POSITIVE_INFINITY, color: "#d6336c" },
] as const;

export function speedColor(speed: number): string {
  return (SPEED_BANDS.find((band) => speed <= band.upTo) ?? SPEED_BANDS[0]).color;
}

export function toRouteFeatures(
  coordinates: readonly LngLat[],
  speeds?: readonly number[],
): FeatureCollection<LineString> {
  if (!speeds) {
    return {
      type: "FeatureCollection",
      features: [
        { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: [...coordinates] } },
      ],
    };
  }
  // Runs of consecutive segments in the same band become one line.
  const features: FeatureCollection<LineString>["features"] = [];
  let run: LngLat[] = [];
  let runColor = "";
  for (let index = 1; index < coordinates.length; index += 1) {
    const from = coordinates[index - 1] as LngLat;
    const to = coordinates[index] as LngLat;
    const color = speedColor(Math.max(speeds[index - 1] ?? 0, speeds[index] ?? 0));
    if (color !== runColor && run.length > 1) {
      features.push({
        type: "Feature",
        properties: { color: runColor },
        geometry: { type: "LineString", coordinates: run },
      });
      run = [from];
    }
    if (run.length === 0) run.push(from);
    run.push(to);
    runColor = color;
  }
  if (run.length > 1) {
    features.push({
      type: "Feature",
      properties: { color: runColor },
      geometry: { type: "LineString", coordinates: run },
    });
  }
  return { type: "FeatureCollection", features };
}

/** A route path: a white casing under a coloured line. */
export function RouteLineLayer({
  id = "route",
  coordinates,
  speeds,
  color = "#038ebd",
  width = 4,
}: RouteLineLayerProps) {
  const data = useMemo(() => toRouteFeatures(coordinates, speeds), [coordinates, speeds]);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={`${id}-casing`}
        type="line"
        layout={{ "line-join": "round", "line-cap": "round" }}
        paint={{ "line-color": "#ffffff", "line-width": width + 3 }}
      />
      <Layer
        id={`${id}-line`}
        type="line"
        layout={{ "line-join": "round", "line-cap": "round" }}
        paint={{ "line-color": speeds ? ["get", "color"] : color, "line-width": width }}
      />
    </Source>
  );
}
