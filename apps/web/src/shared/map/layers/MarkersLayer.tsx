import type { FeatureCollection, Point } from "geojson";
import { useMemo } from "react";
import { Layer, Source } from "react-map-gl/maplibre";
import { useLayerClick } from "./useLayerClick";

export interface MapMarker {
  id: number | string;
  longitude: number;
  latitude: number;
  color?: string;
  /** short text drawn beside the marker */
  label?: string;
}

export interface MarkersLayerProps {
  id: string;
  markers: readonly MapMarker[];
  radius?: number;
  color?: string;
  onClick?: (markerId: string) => void;
}

/** Round markers with optional labels (stops, start/end, playback position). */
export function MarkersLayer({ id, markers, radius = 7, color = "#038ebd", onClick }: MarkersLayerProps) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: markers.map((marker) => ({
        type: "Feature",
        properties: { markerId: String(marker.id), color: marker.color ?? color, label: marker.label ?? "" },
        geometry: { type: "Point", coordinates: [marker.longitude, marker.latitude] },
      })),
    }),
    [markers, color],
  );
  useLayerClick([`${id}-circles`], (feature) => onClick?.(String(feature.properties?.markerId)));
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={`${id}-circles`}
        type="circle"
        paint={{
          "circle-radius": radius,
          "circle-color": ["get", "color"],
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        }}
      />
      <Layer
        id={`${id}-labels`}
        type="symbol"
        layout={{
          "text-field": ["get", "label"],
          "text-font": ["Inter Variable"],
          "text-size": 11,
          "text-anchor": "left",
          "text-offset": [0.9, 0],
          "text-optional": true,
        }}
        paint={{ "text-color": "#1f2937", "text-halo-color": "#ffffff", "text-halo-width": 1.6 }}
      />
    </Source>
  );
}
