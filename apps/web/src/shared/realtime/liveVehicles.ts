import { type MotionNow, type MotionTimeouts, motionNow, type ShownMotionStatus } from "@armada/domain";
import type { VehicleUpdate } from "./vehicleUpdate";

/** A vehicle of the company with its latest known position (null position: no data or no device). */
export interface LiveVehicle {
  id: number;
  licensePlate: string;
  hullNo: string | null;
  driverName: string | null;
  vehicleTypeName: string | null;
  hasDevice: boolean;
  /** its device is a GT06 tracker, which takes commands (locate, engine cut, ...) */
  takesCommands: boolean;
  /** its device type (vendor): gt06, osmand, bsj, vss-howen, ... */
  deviceType: string | null;
  position: (Omit<VehicleUpdate, "vehicleId" | "alarm"> & { address: string | null }) | null;
}

/** The moment and the company's timeouts the motion rule reads the fleet against (see useMotionClock). */
export interface MotionClock {
  now: number;
  timeouts: MotionTimeouts;
}

/** The vehicle's status for lists and filters: what the motion rule says now, or noData without a position. */
export type FleetStatus = ShownMotionStatus | "noData";

export function vehicleMotion(vehicle: LiveVehicle, clock: MotionClock): MotionNow | null {
  return vehicle.position ? motionNow(vehicle.position, new Date(clock.now), clock.timeouts) : null;
}

/**
 * Each vehicle's status per clock tick: the map, the list and the counts each ask for every vehicle after an
 * update, and a vehicle object that did not change keeps its status until the clock ticks.
 */
const statusesByClock = new WeakMap<MotionClock, WeakMap<LiveVehicle, FleetStatus>>();

export function fleetStatus(vehicle: LiveVehicle, clock: MotionClock): FleetStatus {
  let statuses = statusesByClock.get(clock);
  if (!statuses) {
    statuses = new WeakMap();
    statusesByClock.set(clock, statuses);
  }
  let status = statuses.get(vehicle);
  if (status === undefined) {
    status = vehicleMotion(vehicle, clock)?.status ?? "noData";
    statuses.set(vehicle, status);
  }
  return status;
}

/** The speed worth showing: none once the position is stale or the vehicle offline (it says nothing about now). */
export function currentSpeed(vehicle: LiveVehicle, status: FleetStatus): number | null {
  if (!vehicle.position || status === "stale" || status === "offline") return null;
  return vehicle.position.speed;
}

/** A vehicle as a list row or card shows it: its motion now and the speed worth showing. */
export function shownMotion(vehicle: LiveVehicle, clock: MotionClock) {
  const motion = vehicleMotion(vehicle, clock);
  return { motion, speed: currentSpeed(vehicle, motion?.status ?? "noData") };
}

/**
 * Applies socket updates to the list: a new array with new objects only for vehicles that changed. An update
 * older than what the vehicle shows is ignored; the address stays until the server sends the next one
 * (applyVehicleAddresses: it resolves one again when the vehicle stops or has gone some way).
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
        address: current?.address ?? null,
      },
    };
  });
  return changed ? next : (vehicles as LiveVehicle[]);
}

/** A vehicle's address as the server resolved it (`vehicle-addresses` on /ws). */
export interface VehicleAddress {
  vehicleId: number;
  address: string;
}

/** Sets the addresses the server sent: a new array with new objects only for the vehicles whose address changed. */
export function applyVehicleAddresses(
  vehicles: readonly LiveVehicle[],
  addresses: readonly VehicleAddress[],
): LiveVehicle[] {
  const byId = new Map(addresses.map((entry) => [entry.vehicleId, entry.address]));
  let changed = false;
  const next = vehicles.map((vehicle) => {
    const address = byId.get(vehicle.id);
    if (address === undefined || !vehicle.position || vehicle.position.address === address) return vehicle;
    changed = true;
    return { ...vehicle, position: { ...vehicle.position, address } };
  });
  return changed ? next : (vehicles as LiveVehicle[]);
}
