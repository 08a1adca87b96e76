import type { ShownMotionStatus } from "@armada/domain";
import { useCallback, useEffect, useMemo, useState } from "react";
import { MapView, useMapInstance, type VehicleMapPoint, VehiclesLayer } from "@/shared/map";

const VEHICLE_ZOOM = 14;

const LAYER_ID = "driver-vehicle";

/** Keeps the driver's vehicle in the middle as its position changes. */
function FollowVehicle({ longitude, latitude }: { longitude: number; latitude: number }) {
  const map = useMapInstance();
  useEffect(() => {
    map?.jumpTo({ center: [longitude, latitude] });
  }, [map, longitude, latitude]);
  return null;
}

/** `onShown` once the vehicle's layer is on the map and its source loaded (the map has drawn it, or is about to). */
function WhenVehicleShown({ onShown }: { onShown: () => void }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    const check = () => {
      if (map.getLayer(`${LAYER_ID}-icons`) && map.isSourceLoaded(LAYER_ID)) onShown();
    };
    map.on("idle", check);
    check();
    return () => {
      map.off("idle", check);
    };
  }, [map, onShown]);
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
        <VehiclesLayer id={LAYER_ID} vehicles={vehicles} cluster={false} />
        <FollowVehicle longitude={longitude} latitude={latitude} />
        <WhenVehicleShown onShown={markShown} />
      </MapView>
    </div>
  );
}
