import type { SimulatedDevice } from "./devices.js";
import { between, type Random, seededRandom } from "./random.js";
import { ROUTES } from "./routes.js";
import type { DriverProfile } from "./vehicleModel.js";

/**
 * What a vehicle is there to show in the demo:
 * - speeder: more than 80 km/h for minutes on toll roads (overspeed alerts)
 * - idler: engine on at a depot for a long time (idling)
 * - parker: engine off at a depot for a long time (parked)
 * - geofenceCrosser: short trips in and out of depots (geofence enter/exit)
 * - goesOffline: stops reporting after a few minutes (offline)
 * - reefer: reports box temperature and fuel level
 * - sos: presses the SOS button now and then
 */
export type Behaviour =
  | "normal"
  | "speeder"
  | "idler"
  | "parker"
  | "geofenceCrosser"
  | "goesOffline"
  | "reefer"
  | "sos";

/**
 * How the driver drives, so the demo's driver-score ranking means something: calm drivers keep well under the toll
 * limit and rarely brake or turn hard; aggressive ones push toward it and raise a harsh event every few minutes.
 */
export type DrivingStyle = "calm" | "average" | "aggressive";

export interface DrivingStyleTraits {
  /** seconds between two harsh events (braking, turning, accelerating): [min, max] */
  harshEverySeconds: readonly [number, number];
  /** the dashcam's ADAS/DMS alarm interval is multiplied by this */
  dashcamAlarmFactor: number;
}

export const DRIVING_STYLE_TRAITS: Readonly<Record<DrivingStyle, DrivingStyleTraits>> = {
  calm: { harshEverySeconds: [120 * 60, 240 * 60], dashcamAlarmFactor: 4 },
  average: { harshEverySeconds: [25 * 60, 60 * 60], dashcamAlarmFactor: 1 },
  aggressive: { harshEverySeconds: [4 * 60, 10 * 60], dashcamAlarmFactor: 0.3 },
};

const STYLE_CYCLE: readonly DrivingStyle[] = ["calm", "average", "aggressive"];

/** Speeders drive aggressively; the others take turns at calm, average and aggressive. */
export function styleFor(behaviour: Behaviour, index: number): DrivingStyle {
  if (behaviour === "speeder") return "aggressive";
  return STYLE_CYCLE[index % STYLE_CYCLE.length] ?? "average";
}

export interface VehiclePlan {
  device: SimulatedDevice;
  behaviour: Behaviour;
  style: DrivingStyle;
  routeId: string;
  profile: DriverProfile;
  /** where on the route the vehicle starts (0 = first depot, 1 = last) */
  startFraction: number;
  startDirection: 1 | -1;
  /** starts parked at the depot for this long (seconds) */
  startParkedSeconds: number;
  seed: number;
}

interface Slot {
  behaviour: Behaviour;
  routeId: string;
  startFraction: number;
}

/** The scenario of the first GT06 devices, in order; the rest drive normally. */
const GT06_SLOTS: readonly Slot[] = [
  { behaviour: "speeder", routeId: "cakung-cikarang", startFraction: 0.45 },
  { behaviour: "speeder", routeId: "kramatjati-bogor", startFraction: 0.3 },
  { behaviour: "idler", routeId: "priok-cakung", startFraction: 1 },
  { behaviour: "parker", routeId: "cakung-kuningan", startFraction: 0 },
  { behaviour: "goesOffline", routeId: "soetta-monas", startFraction: 0.5 },
  { behaviour: "geofenceCrosser", routeId: "priok-cakung", startFraction: 0.3 },
  { behaviour: "sos", routeId: "priok-bekasi", startFraction: 0.3 },
  { behaviour: "parker", routeId: "cakung-cikarang", startFraction: 1 },
  { behaviour: "geofenceCrosser", routeId: "sunter-kuningan", startFraction: 0.5 },
];

/** The scenario of the first OsmAnd devices (phones in trucks); the rest drive normally. */
const OSMAND_SLOTS: readonly Slot[] = [
  { behaviour: "normal", routeId: "cakung-cikarang", startFraction: 0.7 },
  // The demo's second OsmAnd vehicle (armada-demo-17) is the refrigerated Elf with a temperature sensor.
  { behaviour: "reefer", routeId: "cakung-cikarang", startFraction: 0.15 },
];

/** Toll speed, cruise share and acceleration of each style (speeders go faster still, below). */
const STYLE_PROFILE: Readonly<Record<DrivingStyle, (random: Random) => Partial<DriverProfile>>> = {
  calm: (random) => ({
    cruiseFactor: between(random, 0.8, 0.9),
    tollSpeedKmh: between(random, 65, 74),
    acceleration: between(random, 0.8, 1.1),
    deceleration: 2,
  }),
  average: (random) => ({ tollSpeedKmh: between(random, 72, 84), acceleration: between(random, 1.1, 1.5) }),
  aggressive: (random) => ({
    cruiseFactor: between(random, 0.98, 1.05),
    tollSpeedKmh: between(random, 84, 90),
    acceleration: between(random, 1.8, 2.2),
    deceleration: 3.5,
  }),
};

export function profileFor(
  behaviour: Behaviour,
  random: Random,
  style: DrivingStyle = "average",
): DriverProfile {
  const base: DriverProfile = {
    cruiseFactor: between(random, 0.85, 1.0),
    tollSpeedKmh: between(random, 65, 86),
    tollCongestionFloor: 0.45,
    acceleration: between(random, 1.0, 1.6),
    deceleration: 2.5,
    depotDwellSeconds: [180, 480],
    idleAtDepot: false,
    ...STYLE_PROFILE[style](random),
  };
  switch (behaviour) {
    case "speeder":
      return {
        ...base,
        cruiseFactor: between(random, 1.0, 1.1),
        tollSpeedKmh: between(random, 96, 108),
        tollCongestionFloor: 0.92,
        acceleration: 1.8,
        deceleration: 3,
        depotDwellSeconds: [120, 300],
      };
    case "idler":
      return { ...base, depotDwellSeconds: [1200, 1800], idleAtDepot: true };
    case "parker":
      return { ...base, depotDwellSeconds: [900, 2400] };
    case "geofenceCrosser":
      return { ...base, depotDwellSeconds: [60, 180] };
    case "reefer":
      return {
        ...base,
        cruiseFactor: between(random, 0.8, 0.9),
        tollSpeedKmh: between(random, 60, 72),
        acceleration: 0.6,
        depotDwellSeconds: [300, 600],
      };
    default:
      return base;
  }
}

/** Gives every device a route, a driver and a part to play; the same seed gives the same fleet. */
export function planFleet(devices: readonly SimulatedDevice[], seed = 2026): VehiclePlan[] {
  const random = seededRandom(seed);
  let gt06Seen = 0;
  let osmandSeen = 0;
  let normalSeen = 0;
  return devices.map((device, index) => {
    const slot = device.protocol === "gt06" ? GT06_SLOTS[gt06Seen++] : OSMAND_SLOTS[osmandSeen++];
    const vehicleSeed = Math.floor(random() * 2 ** 31) + index;
    const vehicleRandom = seededRandom(vehicleSeed);
    const behaviour = slot?.behaviour ?? "normal";
    const style = styleFor(behaviour, index);
    const route = slot ? slot.routeId : (ROUTES[normalSeen++ % ROUTES.length]?.id ?? "jakarta-cikarang");
    const startFraction = slot ? slot.startFraction : between(vehicleRandom, 0.05, 0.95);
    const startParkedSeconds =
      behaviour === "idler" ? 1500 : behaviour === "parker" ? between(vehicleRandom, 1200, 2400) : 0;
    return {
      device,
      behaviour,
      style,
      routeId: route,
      profile: profileFor(behaviour, vehicleRandom, style),
      startFraction,
      startDirection: startFraction >= 1 ? -1 : vehicleRandom() < 0.5 ? 1 : -1,
      startParkedSeconds,
      seed: vehicleSeed,
    };
  });
}
