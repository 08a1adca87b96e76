import type { MotionStatus } from "@armada/domain";
import type { VehicleUpdate } from "./vehicleUpdate";

/** A vehicle of the company with its latest known position (null position: no data or no device). */
export interface LiveVehicle {
  id: number;
  licensePlate: string;
  hullNo: string | null;
  driverName: string | null;
  vehicleTypeName: string | null;
  hasDevice: boolean;
  position: (Omit<VehicleUpdate, "vehicleId" | "alarm"> & { address: string | null }) | null;
}

/** The vehicle's status for lists and filters: its motion status, or noData without a position. */
export type FleetStatus = MotionStatus | "noData";

export function fleetStatus(vehicle: LiveVehicle): FleetStatus {
  return vehicle.position?.motionStatus ?? "noData";
}

/**
 * Applies socket updates to the list: a new array with new objects only for vehicles that changed. An update
 * older than what the vehicle shows is ignored; the address is kept only while the vehicle has not moved.
 */
export function applyVehicleUpdates(
  vehicles: readonly LiveVehicle[],
  updates: readonly VehicleUpdate[],
): LiveVehicle[] {
  if (updates.length === 0) return vehicles as LiveVehicle[];
  const byId = new Map(updates.map((update) => [update.vehicleId, update]));
  let changed = false;
  const next = vehicles.map((vehicle) => {
    const update = byId.get(vehicle.id);
    if (!update) return vehicle;
    const current = vehicle.position;
    if (current && Date.parse(current.lastPacket) > Date.parse(update.lastPacket)) return vehicle;
    changed = true;
    const moved = !current || current.latitude !== update.latitude || current.longitude !== update.longitude;
    return {
      ...vehicle,
      hasDevice: true,
      position: {
        latitude: update.latitude,
        longitude: update.longitude,
        speed: update.speed,
        course: update.course,
        ignition: update.ignition,
        motionStatus: update.motionStatus,
        temperature: update.temperature,
        fuel: update.fuel,
        fixTime: update.fixTime,
        lastPacket: update.lastPacket,
        address: moved ? null : (current?.address ?? null),
      },
    };
  });
  return changed ? next : (vehicles as LiveVehicle[]);
}
