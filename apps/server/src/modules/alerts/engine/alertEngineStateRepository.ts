import { parseVehicleAlertState, type VehicleAlertState } from "@armada/domain";
import { inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { alertEngineState } from "../alerts.tables.js";

export interface StoredEngineState {
  vehicleId: number;
  companyId: number;
  state: VehicleAlertState;
}

/** The stored engine state of these vehicles (vehicles without one are absent). */
export async function loadEngineStates(
  db: DbExecutor,
  vehicleIds: number[],
): Promise<Map<number, VehicleAlertState>> {
  const states = new Map<number, VehicleAlertState>();
  if (vehicleIds.length === 0) return states;
  const rows = await db
    .select({ vehicleId: alertEngineState.vehicleId, state: alertEngineState.state })
    .from(alertEngineState)
    .where(inArray(alertEngineState.vehicleId, vehicleIds));
  for (const row of rows) states.set(row.vehicleId, parseVehicleAlertState(row.state));
  return states;
}

/**
 * Upserts a batch of states in one statement (one JSON parameter). Vehicles deleted meanwhile are skipped
 * instead of failing the batch on the foreign key.
 */
export async function saveEngineStates(db: DbExecutor, rows: StoredEngineState[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({ vehicle_id: row.vehicleId, company_id: row.companyId, state: row.state })),
  );
  await db.execute(sql`
    insert into alert_engine_state (vehicle_id, company_id, state, updated_on)
    select j.vehicle_id, j.company_id, j.state, now()
      from json_populate_recordset(null::alert_engine_state, ${json}::json) j
     where exists (select 1 from vehicles v where v.id = j.vehicle_id)
    on conflict (vehicle_id) do update
       set state = excluded.state, company_id = excluded.company_id, updated_on = excluded.updated_on`);
}
