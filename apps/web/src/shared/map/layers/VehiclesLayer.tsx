import type { ShownMotionStatus } from "@armada/domain";
import type { FeatureCollection, Point } from "geojson";
import type { GeoJSONSource } from "maplibre-gl";
import { useMemo } from "react";
import { Layer, Source } from "react-map-gl/maplibre";
import { useMapInstance } from "../useMapInstance";
import { useLayerClick } from "./useLayerClick";
import { ensureVehicleIcons, vehicleIconName } from "./vehicleIcons";

export interface VehicleMapPoint {
  id: number;
  longitude: number;
  latitude: number;
  /** degrees clockwise from north */
  course: number | null;
  motionStatus: ShownMotionStatus;
  /** e.g. the plate */
  label: string;
}

export interface VehiclesLayerProps {
  vehicles: readonly VehicleMapPoint[];
  selectedId?: number | null;
  onSelect?: (vehicleId: number) => void;
  /** Group nearby vehicles into counted bubbles when zoomed out (default true). */
  cluster?: boolean;
  /** Show plates under the icons (default true). */
  showLabels?: boolean;
  id?: string;
}

export function toVehicleFeatures(vehicles: readonly VehicleMapPoint[]): FeatureCollection<Point> {
  return {
    type: "FeatureCollection",
    features: vehicles.map((vehicle) => ({
      type: "Feature",
      id: vehicle.id,
      properties: {
        vehicleId: vehicle.id,
        icon: vehicleIconName(vehicle.motionStatus),
        rotate:
          vehicle.motionStatus === "moving" || vehicle.motionStatus === "idle" ? (vehicle.course ?? 0) : 0,
        label: vehicle.label,
      },
      geometry: { type: "Point", coordinates: [vehicle.longitude, vehicle.latitude] },
    })),
  };
}

/**
 * Above this many vehicles plates show from LABEL_MIN_ZOOM on: thousands of labels collide at city zoom, and
 * placing them again on every update is most of the map's work.
 */
const CROWDED = 500;
const LABEL_MIN_ZOOM = 13;

/** Every vehicle as a status-coloured, heading-rotated icon with its plate; clustered with counts. */
export function VehiclesLayer({
  vehicles,
  selectedId = null,
  onSelect,
  cluster = true,
  showLabels = true,
  id = "vehicles",
}: VehiclesLayerProps) {
  const map = useMapInstance();
  if (map) ensureVehicleIcons(map);
  const data = useMemo(() => toVehicleFeatures(vehicles), [vehicles]);
  // the selection has a source of its own: selecting a vehicle sets one point, not a filter over the whole fleet
  const selected = vehicles.find((vehicle) => vehicle.id === selectedId);
  const selection = useMemo(() => toVehicleFeatures(selected ? [selected] : []), [selected]);

  useLayerClick([`${id}-icons`], (feature) => {
    const vehicleId = Number(feature.properties?.vehicleId);
    if (Number.isFinite(vehicleId)) onSelect?.(vehicleId);
  });
  useLayerClick([`${id}-clusters`], (feature) => {
    const source = map?.getSource<GeoJSONSource>(id);
    const clusterId = feature.properties?.cluster_id;
    if (!map || !source || clusterId === undefined) return;
    void source.getClusterExpansionZoom(clusterId).then((zoom) => {
      if (feature.geometry.type === "Point") {
        map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom: zoom + 0.5 });
      }
    });
  });

  return (
    <>
      <Source id={id} type="geojson" data={data} cluster={cluster} clusterMaxZoom={10} clusterRadius={42}>
        <Layer
          id={`${id}-clusters`}
          type="circle"
          filter={["has", "point_count"]}
          paint={{
            "circle-color": "#1f3a5f",
            "circle-opacity": 0.9,
            "circle-radius": ["step", ["get", "point_count"], 15, 10, 19, 50, 24],
            "circle-stroke-color": "#ffffff",
            "circle-stroke-width": 2.5,
          }}
        />
        <Layer
          id={`${id}-cluster-count`}
          type="symbol"
          filter={["has", "point_count"]}
          layout={{
            "text-field": ["get", "point_count_abbreviated"],
            "text-font": ["Inter Variable"],
            "text-size": 12,
            "text-allow-overlap": true,
          }}
          paint={{ "text-color": "#ffffff" }}
        />
        <Layer
          id={`${id}-icons`}
          type="symbol"
          filter={["!", ["has", "point_count"]]}
          layout={{
            "icon-image": ["get", "icon"],
            "icon-rotate": ["get", "rotate"],
            "icon-rotation-alignment": "map",
            "icon-allow-overlap": true,
            "icon-ignore-placement": true,
            "text-field": !showLabels
              ? ""
              : vehicles.length > CROWDED
                ? ["step", ["zoom"], "", LABEL_MIN_ZOOM, ["get", "label"]]
                : ["get", "label"],
            "text-font": ["Inter Variable"],
            "text-size": 11,
            "text-anchor": "top",
            "text-offset": [0, 1.25],
            "text-optional": true,
          }}
          paint={{
            "text-color": "#1f2937",
            "text-halo-color": "#ffffff",
            "text-halo-width": 1.6,
          }}
        />
      </Source>
      <Source id={`${id}-selection`} type="geojson" data={selection}>
        <Layer
          id={`${id}-selected`}
          type="circle"
          beforeId={`${id}-icons`}
          paint={{
            "circle-radius": 19,
            "circle-color": "rgba(3, 142, 189, 0.18)",
            "circle-stroke-color": "#038ebd",
            "circle-stroke-width": 2,
          }}
        />
      </Source>
    </>
  );
}
