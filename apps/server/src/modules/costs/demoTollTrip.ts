import { findTollGate, type LatLng, zonedDay, zonedDayStart } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { ensurePositionPartitions, insertPositions, type PositionRow } from "../positions/index.js";

const MINUTE = 60_000;
/** Yesterday (in WIB, from the seed time) at 07:30: always in the past, whatever the hour the demo is seeded. */
const TRIP_START_MINUTES = 7 * 60 + 30;
/** Jakarta–Cikampek from Cikunir to the Cikarang Barat exit, one gate after the other. */
const TOLL_ROAD = ["Cikunir", "Bekasi Barat", "Bekasi Timur", "Tambun", "Cibitung", "Cikarang Barat"];
/** The warehouse the truck unloads at after the exit, about 2.5 km from the gate (outside its kilometre). */
const DEPOT: LatLng = { lat: -6.305, lng: 107.148 };
const DEPOT_STAY_MINUTES = 180;

const gatePoint = (name: string): LatLng => {
  const gate = findTollGate(name);
  if (!gate) throw new Error(`toll gate ${name} missing from the table`);
  return gate;
};

/** `steps` points from a to b (a excluded, b included), evenly spaced. */
const between = (a: LatLng, b: LatLng, steps: number): LatLng[] =>
  Array.from({ length: steps }, (_, index) => ({
    lat: a.lat + ((b.lat - a.lat) * (index + 1)) / steps,
    lng: a.lng + ((b.lng - a.lng) * (index + 1)) / steps,
  }));

/**
 * One stored trip of the demo's first vehicle, the day before the seed: a fix a minute on the toll road from Cikunir
 * to the Cikarang Barat exit, then every five minutes at the warehouse for three hours. The sample e-toll statement
 * (`etollSampleStatement.ts`) names its exit gate (cocok) and, while the truck stood at the warehouse, a gate far
 * away (tidak cocok), so the toll-gate check has a real track to read from the first start.
 */
export function demoTollTripPoints(now: Date): { time: Date; point: LatLng; moving: boolean }[] {
  const yesterday = zonedDay(new Date(now.getTime() - 86_400_000), "Asia/Jakarta");
  const start = zonedDayStart(yesterday, "Asia/Jakarta").getTime() + TRIP_START_MINUTES * MINUTE;
  const road = TOLL_ROAD.map(gatePoint);
  const driving: LatLng[] = [road[0] as LatLng];
  for (let index = 1; index < road.length; index += 1)
    driving.push(...between(road[index - 1] as LatLng, road[index] as LatLng, 4));
  driving.push(...between(road.at(-1) as LatLng, DEPOT, 4));
  const points = driving.map((point, index) => ({
    time: new Date(start + index * MINUTE),
    point,
    moving: true,
  }));
  const arrived = start + (driving.length - 1) * MINUTE;
  for (let minutes = 5; minutes <= DEPOT_STAY_MINUTES; minutes += 5)
    points.push({ time: new Date(arrived + minutes * MINUTE), point: DEPOT, moving: false });
  return points;
}

/**
 * Stores the trip through the position pipeline's writer, as positions of `vehicleId`. The seed runs before the
 * positions module's partition maintenance: the trip's month partition is made first, or its rows would land in
 * `positions_default` and the month's partition could no longer be made.
 */
export async function seedDemoTollTrip(tx: DbExecutor, companyId: number, vehicleId: number, now: Date) {
  await ensurePositionPartitions(tx, now);
  const rows: PositionRow[] = demoTollTripPoints(now).map(({ time, point, moving }) => ({
    vehicleId,
    companyId,
    protocol: "gt06",
    fixTime: time,
    serverTime: time,
    latitude: point.lat,
    longitude: point.lng,
    speed: moving ? 62 : 0,
    ignition: moving,
    gpsFixed: true,
  }));
  await insertPositions(tx, rows);
}
