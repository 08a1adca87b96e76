import { fleetStatus, type LiveVehicle, type MotionClock } from "@/shared/realtime";
import type { VehicleMapPoint } from "./layers/VehiclesLayer";

/** The fleet's map icons, coloured by what the motion rule says of each vehicle now. */
export function toMapPoints(vehicles: readonly LiveVehicle[], clock: MotionClock): VehicleMapPoint[] {
  return vehicles.flatMap((vehicle) => {
    const motionStatus = fleetStatus(vehicle, clock);
    return vehicle.position && motionStatus !== "noData"
      ? [
          {
            id: vehicle.id,
            longitude: vehicle.position.longitude,
            latitude: vehicle.position.latitude,
            course: vehicle.position.course,
            motionStatus,
            label: vehicle.licensePlate,
          },
        ]
      : [];
  });
}
