import { behaviourOfAlert, DEFAULT_TIME_ZONE, zonedDay } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { CountedAlert } from "../alerts/index.js";
import { addToDriverDays, companyZones, type DriverDayDelta } from "./driverDayRepository.js";

/**
 * Counts alerts into their drivers' days (`delta` 1 when raised or a false alert is taken back, -1 when marked
 * false). Alerts without a driver or saying nothing about driving are not counted.
 */
export async function countDriverAlerts(
  db: DbExecutor,
  alerts: readonly CountedAlert[],
  delta: 1 | -1,
): Promise<void> {
  const counted = alerts.flatMap((alert) => {
    const behaviour = behaviourOfAlert(alert.alertCode);
    return behaviour && alert.driverId !== null ? [{ ...alert, driverId: alert.driverId, behaviour }] : [];
  });
  if (counted.length === 0) return;
  const zones = await companyZones(
    db,
    counted.map((alert) => alert.companyId),
  );
  const deltas = new Map<string, DriverDayDelta & { behaviours: Record<string, number> }>();
  for (const alert of counted) {
    const day = zonedDay(alert.createdOn, zones.get(alert.companyId) ?? DEFAULT_TIME_ZONE);
    const key = `${alert.driverId}|${day}`;
    const entry = deltas.get(key) ?? {
      companyId: alert.companyId,
      driverId: alert.driverId,
      day,
      behaviours: {},
    };
    entry.behaviours[alert.behaviour] = (entry.behaviours[alert.behaviour] ?? 0) + delta;
    deltas.set(key, entry);
  }
  await addToDriverDays(db, [...deltas.values()]);
}
