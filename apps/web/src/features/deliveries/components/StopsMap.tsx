import { useEffect, useMemo } from "react";
import {
  fitToPoints,
  type LngLat,
  type MapMarker,
  MapView,
  MarkersLayer,
  RouteLineLayer,
  useMapInstance,
} from "@/shared/map";
import type { FleetTaskDetail } from "../api/fleetTasks";
import { VISIT_MARKER_COLORS } from "../lib/statusColors";

const JAKARTA = { longitude: 106.8456, latitude: -6.2088, zoom: 9 };

/** Fits the map to the points once they are known (a task's stops, an order's two ends). */
export function FitStops({ points }: { points: readonly LngLat[] }) {
  const map = useMapInstance();
  useEffect(() => {
    if (map) fitToPoints(map, points, { animate: false, padding: 56, maxZoom: 14 });
  }, [map, points]);
  return null;
}

/** The task's stops numbered in order, coloured by visit, joined by the planned order of visits. */
export function StopsMap({ stops }: { stops: FleetTaskDetail["stops"] }) {
  const points = useMemo<LngLat[]>(() => stops.map((stop) => [stop.lng, stop.lat]), [stops]);
  const markers = useMemo<MapMarker[]>(
    () =>
      stops.map((stop) => ({
        id: stop.stopId,
        longitude: stop.lng,
        latitude: stop.lat,
        label: String(stop.sequence),
        color: VISIT_MARKER_COLORS[stop.visitStatus],
      })),
    [stops],
  );
  return (
    <MapView h={{ base: 280, md: 420 }} initialView={JAKARTA} testId="task-stops-map">
      <RouteLineLayer id="task-planned" coordinates={points} color="#1c7ed6" width={3} />
      <MarkersLayer id="task-stops" markers={markers} radius={9} />
      <FitStops points={points} />
    </MapView>
  );
}
