import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";

/** A raw alert the engine writes. */
export interface NewRawAlert {
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  alertCode: number;
  alertRuleIds: number[];
  alertData: string;
  alertTrigger: string;
  alertFlag: "S" | "E";
  latitude: number;
  longitude: number;
  geofenceIds: number[];
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  shouldHaveMedia: boolean;
  sourceDeviceCategory: "GPS" | "camera";
  sourceDeviceType: string | null;
  createdOn: Date;
  /** what the alert's code stores besides (a fleet-order alert's foData) */
  additionalData?: Record<string, unknown> | null;
}

const COLUMNS = sql.raw(
  "company_id, vehicle_id, driver_id, alert_code, alert_rule_ids, alert_data, alert_trigger, alert_flag, latitude, longitude, geofence_ids, is_urgent, is_important, auto_popup, should_have_media, source_device_category, source_device_type, created_on, additional_data",
);

/**
 * Inserts a batch of raw alerts in one statement and answers their ids in the order given. Alerts of vehicles
 * deleted meanwhile are skipped (their id is null) instead of failing the batch.
 */
export async function insertRawAlerts(db: DbExecutor, alerts: NewRawAlert[]): Promise<(number | null)[]> {
  if (alerts.length === 0) return [];
  const json = JSON.stringify(
    alerts.map((alert, index) => ({
      ord: index,
      company_id: alert.companyId,
      vehicle_id: alert.vehicleId,
      driver_id: alert.driverId,
      alert_code: alert.alertCode,
      alert_rule_ids: alert.alertRuleIds,
      alert_data: alert.alertData,
      alert_trigger: alert.alertTrigger,
      alert_flag: alert.alertFlag,
      latitude: alert.latitude,
      longitude: alert.longitude,
      geofence_ids: alert.geofenceIds,
      is_urgent: alert.isUrgent,
      is_important: alert.isImportant,
      auto_popup: alert.autoPopup,
      should_have_media: alert.shouldHaveMedia,
      source_device_category: alert.sourceDeviceCategory,
      source_device_type: alert.sourceDeviceType,
      created_on: alert.createdOn,
      additional_data: alert.additionalData ?? null,
    })),
  );
  // The ordinality travels in raw_alert_id's place only to map ids back; the table assigns the real id.
  const result = await db.execute(sql`
    with input as (
      select r.*, (e.value ->> 'ord')::int as ord
        from json_array_elements(${json}::json) with ordinality e(value, n)
        cross join lateral json_populate_record(null::raw_alerts, e.value) r
    ),
    inserted as (
      insert into raw_alerts (${COLUMNS})
      select ${COLUMNS} from input i
       where exists (select 1 from vehicles v where v.id = i.vehicle_id)
       order by i.ord
      returning raw_alert_id, vehicle_id, alert_code, created_on
    )
    select ins.raw_alert_id, i.ord
      from inserted ins
      join input i on i.vehicle_id = ins.vehicle_id and i.alert_code = ins.alert_code and i.created_on = ins.created_on`);
  const ids: (number | null)[] = alerts.map(() => null);
  for (const row of resultRows<{ raw_alert_id: number | string; ord: number }>(result))
    ids[Number(row.ord)] = Number(row.raw_alert_id);
  return ids;
}
