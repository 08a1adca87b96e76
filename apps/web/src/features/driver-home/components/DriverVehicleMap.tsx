import type { ShownMotionStatus } from "@armada/domain";
import { useCallback, useEffect, useMemo, useState } from "react";
import { MapView, useMapInstance, type VehicleMapPoint, VehiclesLayer } from "@/shared/map";

const VEHICLE_ZOOM = 14;

/**
 * Keeps the driver's vehicle in the middle as its position changes; `onShown` once the map has drawn it (the
 * layers beside this one are added by then).
 */
function FollowVehicle(props: { longitude: number; latitude: number; onShown: () => void }) {
  const { longitude, latitude, onShown } = props;
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    map.jumpTo({ center: [longitude, latitude] });
    map.once("idle", onShown);
    // a map already idle at the same centre draws no frame of its own: one is asked for, so "idle" comes
    map.triggerRepaint();
  }, [map, longitude, latitude, onShown]);
  return null;
}

/** A small still map of the driver's vehicle (lazy chunk: the map library is not in the home's bundle). */
export default function DriverVehicleMap(props: {
  vehicleId: number;
  licensePlate: string;
  longitude: number;
  latitude: number;
  status: ShownMotionStatus;
}) {
  const { vehicleId, licensePlate, longitude, latitude, status } = props;
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const vehicles = useMemo<VehicleMapPoint[]>(
    () => [{ id: vehicleId, longitude, latitude, course: null, motionStatus: status, label: licensePlate }],
    [vehicleId, longitude, latitude, status, licensePlate],
  );
  return (
    <div style={{ height: "100%" }} data-testid="driver-vehicle-map" data-vehicle-shown={shown || undefined}>
      <MapView h="100%" compact interactive={false} initialView={{ longitude, latitude, zoom: VEHICLE_ZOOM }}>
        <VehiclesLayer id="driver-vehicle" vehicles={vehicles} cluster={false} />
        <FollowVehicle longitude={longitude} latitude={latitude} onShown={markShown} />
      </MapView>
    </div>
  );
}
