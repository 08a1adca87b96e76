import type { TrackPoint } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";

/** One vehicle's new fixes in a driving rollup transaction. */
export interface VehicleRollupBatch<Company> {
  vehicleId: number;
  companyId: number;
  /** what the part loaded for the vehicle's company this run; undefined for a company it did not find */
  company: Company | undefined;
  /** the last fix already rolled up, null for the vehicle's first batch */
  previous: TrackPoint | null;
  /** the new fixes, oldest first */
  points: readonly TrackPoint[];
  driverAt: (time: Date) => number | null;
}

/**
 * A module's share of the driving rollup (reports: activity runs and geofence visits): it counts the same fixes past
 * the same cursor in the same transaction as the driver days, so a restart neither repeats nor skips them.
 */
export interface PositionRollupPart<Company = unknown> {
  /** read once per rollup run for the companies of the vehicles it rolls up */
  loadCompanies(db: DbExecutor, companyIds: readonly number[]): Promise<Map<number, Company>>;
  /** the new fixes of several vehicles (one batch each, vehicles of several companies), in one transaction */
  rollUpVehicles(tx: DbExecutor, batches: readonly VehicleRollupBatch<Company>[]): Promise<void>;
}
