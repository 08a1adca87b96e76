import type { Db } from "../db/database.js";
import { positions } from "../modules/positions/positions.tables.js";

const MINUTE = 60_000;

/**
 * A parked vehicle's fuel readings every minute from 3 h before `now`: `before` percent for 40 minutes, a change over
 * 5 minutes, `after` for 40 minutes; `part` writes only those readings (`[first, end)`, a backlog arriving in
 * pieces). Answers the time of the first reading.
 */
export async function insertParkedFuelChange(
  db: Db,
  vehicle: { vehicleId: number; companyId: number; deviceId: number },
  now: Date,
  before: number,
  after: number,
  part: readonly [number, number] = [0, 85],
) {
  const start = now.getTime() - 3 * 60 * MINUTE;
  const levels = [
    ...Array.from({ length: 40 }, () => before),
    ...Array.from({ length: 5 }, (_, i) => before + ((after - before) * (i + 1)) / 5),
    ...Array.from({ length: 40 }, () => after),
  ];
  await db.insert(positions).values(
    levels.slice(...part).map((fuel, index) => ({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      deviceId: vehicle.deviceId,
      fixTime: new Date(start + (part[0] + index) * MINUTE),
      protocol: "gt06",
      latitude: -6.2,
      longitude: 106.8,
      speed: 0,
      ignition: false,
      fuel,
    })),
  );
  return start;
}
