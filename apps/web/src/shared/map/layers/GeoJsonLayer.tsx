import type { FeatureCollection } from "geojson";
import { Layer, Source } from "react-map-gl/maplibre";
import { useLayerClick } from "./useLayerClick";

export interface GeoJsonLayerProps {
  id: string;
  data: FeatureCollection;
  fillColor?: string;
  lineColor?: string;
  /** feature property shown as a label at each polygon/point */
  labelProperty?: string;
  onClick?: (properties: Record<string, unknown>) => void;
}

/** Polygons (filled + outlined), lines and points of any GeoJSON — e.g. geofences. */
export function GeoJsonLayer({
  id,
  data,
  fillColor = "#038ebd",
  lineColor = fillColor,
  labelProperty,
  onClick,
}: GeoJsonLayerProps) {
  useLayerClick([`${id}-fill`, `${id}-points`], (feature) => onClick?.(feature.properties ?? {}));
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={`${id}-fill`}
        type="fill"
        filter={["==", ["geometry-type"], "Polygon"]}
        paint={{ "fill-color": fillColor, "fill-opacity": 0.15 }}
      />
      <Layer
        id={`${id}-outline`}
        type="line"
        filter={["!=", ["geometry-type"], "Point"]}
        paint={{ "line-color": lineColor, "line-width": 2 }}
      />
      <Layer
        id={`${id}-points`}
        type="circle"
        filter={["==", ["geometry-type"], "Point"]}
        paint={{
          "circle-radius": 6,
          "circle-color": fillColor,
          "circle-stroke-color": "#fff",
          "circle-stroke-width": 2,
        }}
      />
      {labelProperty && (
        <Layer
          id={`${id}-labels`}
          type="symbol"
          layout={{ "text-field": ["get", labelProperty], "text-font": ["Inter Variable"], "text-size": 11 }}
          paint={{ "text-color": "#1f2937", "text-halo-color": "#ffffff", "text-halo-width": 1.6 }}
        />
      )}
    </Source>
  );
}
