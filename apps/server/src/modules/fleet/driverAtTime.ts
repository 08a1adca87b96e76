import { attributeDriver, CARD_READ_VALID_MS, type DriverAttribution } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { findAssignmentPeriods } from "./driverAssignmentRepository.js";
import { findCardReads } from "./driverIdentifications.js";

/** Who drove the vehicle at `time`: its card reads of the last shift, else its assigned drivers then. */
export async function driverAtTime(
  db: DbExecutor,
  vehicleId: number,
  time: Date,
): Promise<DriverAttribution> {
  const [reads, periods] = await Promise.all([
    findCardReads(db, [vehicleId], new Date(time.getTime() - CARD_READ_VALID_MS), time),
    findAssignmentPeriods(db, [vehicleId], time, new Date(time.getTime() + 1)),
  ]);
  return attributeDriver(time, reads, periods);
}
