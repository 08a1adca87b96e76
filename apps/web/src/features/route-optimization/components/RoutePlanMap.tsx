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
import type { RoutePlan } from "../api/routePlans";
import { routeColor } from "../lib/routeColors";

const JAKARTA = { longitude: 106.8456, latitude: -6.2088, zoom: 9 };

function FitPlan({ points }: { points: readonly LngLat[] }) {
  const map = useMapInstance();
  useEffect(() => {
    if (map && points.length > 0) fitToPoints(map, points, { animate: false, padding: 48, maxZoom: 14 });
  }, [map, points]);
  return null;
}

/** Each route from the depot through its stops and back, in its colour; the depot in black, unassigned in grey. */
export function RoutePlanMap({ plan }: { plan: RoutePlan }) {
  const depot = useMemo<LngLat>(() => [plan.depot.lng, plan.depot.lat], [plan.depot]);
  const lines = useMemo(
    () =>
      plan.routes.map((route, index) => ({
        id: `plan-route-${route.routeId}`,
        color: routeColor(index),
        coordinates: [depot, ...route.stops.map((stop): LngLat => [stop.lng, stop.lat]), depot],
        hasStops: route.stops.length > 0,
      })),
    [plan.routes, depot],
  );
  const markers = useMemo<MapMarker[]>(
    () => [
      { id: "depot", longitude: depot[0], latitude: depot[1], label: "D", color: "#212529" },
      ...plan.routes.flatMap((route, index) =>
        route.stops.map((stop) => ({
          id: stop.stopId,
          longitude: stop.lng,
          latitude: stop.lat,
          label: String(stop.position + 1),
          color: routeColor(index),
        })),
      ),
      ...plan.unassigned.map((stop) => ({
        id: stop.stopId,
        longitude: stop.lng,
        latitude: stop.lat,
        label: "?",
        color: "#868e96",
      })),
    ],
    [plan, depot],
  );
  const points = useMemo(() => markers.map((m): LngLat => [m.longitude, m.latitude]), [markers]);
  return (
    <MapView h={{ base: 300, md: 460 }} initialView={JAKARTA} testId="plan-map">
      {lines
        .filter((line) => line.hasStops)
        .map((line) => (
          <RouteLineLayer
            key={line.id}
            id={line.id}
            coordinates={line.coordinates}
            color={line.color}
            width={4}
          />
        ))}
      <MarkersLayer id="plan-stops" markers={markers} radius={9} />
      <FitPlan points={points} />
    </MapView>
  );
}
