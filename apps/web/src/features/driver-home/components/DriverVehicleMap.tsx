import type { ShownMotionStatus } from "@armada/domain";
import { useEffect, useMemo } from "react";
import { MapView, useMapInstance, type VehicleMapPoint, VehiclesLayer } from "@/shared/map";

const VEHICLE_ZOOM = 14;

/** Keeps the driver's vehicle in the middle as its position changes. */
function FollowVehicle({ longitude, latitude }: { longitude: number; latitude: number }) {
  const map = useMapInstance();
  useEffect(() => {
    map?.jumpTo({ center: [longitude, latitude] });
  }, [map, longitude, latitude]);
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
  const vehicles = useMemo<VehicleMapPoint[]>(
    () => [{ id: vehicleId, longitude, latitude, course: null, motionStatus: status, label: licensePlate }],
    [vehicleId, longitude, latitude, status, licensePlate],
  );
  return (
    <MapView
      h="100%"
      compact
      interactive={false}
      initialView={{ longitude, latitude, zoom: VEHICLE_ZOOM }}
      testId="driver-vehicle-map"
    >
      <VehiclesLayer id="driver-vehicle" vehicles={vehicles} cluster={false} />
      <FollowVehicle longitude={longitude} latitude={latitude} />
    </MapView>
  );
}
