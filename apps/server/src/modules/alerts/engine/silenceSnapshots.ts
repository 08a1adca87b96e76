import type { EngineSnapshot } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { vehicleLatestStatus } from "../../positions/index.js";
import { alertRules } from "../alerts.tables.js";

export interface SilenceSnapshot {
  companyId: number;
  vehicleId: number;
  snapshot: EngineSnapshot;
}

/**
 * For the scheduled check: the last known status of every vehicle of the companies that have active rules of
 * `alertCodes` (offline, no data, not moved, idle, parking). Two queries.
 */
export async function loadSilenceSnapshots(
  db: DbExecutor,
  alertCodes: readonly number[],
): Promise<SilenceSnapshot[]> {
  const companies = await db
    .selectDistinct({ companyId: alertRules.companyId })
    .from(alertRules)
    .where(and(eq(alertRules.isActive, true), inArray(alertRules.alertCode, [...alertCodes])));
  if (companies.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicleLatestStatus)
    .where(
      inArray(
        vehicleLatestStatus.companyId,
        companies.map((row) => row.companyId),
      ),
    );
  return rows.map((row) => ({
    companyId: row.companyId,
    vehicleId: row.vehicleId,
    snapshot: {
      time: row.fixTime.getTime(),
      lastPacket: row.lastPacket.getTime(),
      latitude: row.latitude,
      longitude: row.longitude,
      speed: row.speed,
      ignition: row.ignition,
      motionStatus: row.motionStatus as EngineSnapshot["motionStatus"],
      temperature: row.temperature,
      fuel: row.fuel,
      stoppedSince: row.stoppedSince ? row.stoppedSince.getTime() : null,
    },
  }));
}
