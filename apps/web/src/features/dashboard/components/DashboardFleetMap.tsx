import { useEffect, useMemo, useRef } from "react";
import { fitToPoints, type LngLat, MapView, toMapPoints, useMapInstance, VehiclesLayer } from "@/shared/map";
import { type LiveVehicle, useMotionClock } from "@/shared/realtime";

function FitFleet({ points }: { points: LngLat[] }) {
  const map = useMapInstance();
  const done = useRef(false);
  useEffect(() => {
    if (!map || done.current || points.length === 0) return;
    done.current = true;
    fitToPoints(map, points, { animate: false, maxZoom: 12, padding: 30 });
  }, [map, points]);
  return null;
}

/** Small live map of the fleet (lazy chunk: the map library is not in the dashboard's bundle). */
export default function DashboardFleetMap({
  vehicles,
  onSelect,
}: {
  vehicles: readonly LiveVehicle[];
  onSelect: (id: number) => void;
}) {
  const clock = useMotionClock(5000);
  const points = useMemo(() => toMapPoints(vehicles, clock), [vehicles, clock]);
  const coordinates = useMemo(
    () => points.map((point) => [point.longitude, point.latitude] as LngLat),
    [points],
  );
  return (
    <MapView h="100%" compact testId="dashboard-map">
      <VehiclesLayer vehicles={points} onSelect={onSelect} showLabels={false} />
      <FitFleet points={coordinates} />
    </MapView>
  );
}
