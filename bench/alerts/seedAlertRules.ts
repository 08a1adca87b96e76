/**
 * The alert setup of the alert benchmark, on top of the ingest bench seed (company, N vehicles with GT06 devices,
 * operator): vehicle groups of `groupSize` vehicles, circular geofences along the bench tracks, and `rules` alert
 * rules spread over the groups, ten codes per group (overspeed ×2, geofence enter/exit, idle, parking, SOS, harsh
 * braking, temperature, fuel loss). Every vehicle is covered by the ten rules of its group.
 */
import { ALERT_CODE, type GeofenceShape, geofenceBoundingBox } from "@armada/domain";
import { openDatabase } from "../../apps/server/src/db/database.js";
import {
  alertRuleGeofences,
  alertRules,
  alertRuleVgroups,
} from "../../apps/server/src/modules/alerts/alerts.tables.js";
import { vehicleVgroups, vgroups } from "../../apps/server/src/modules/fleet/fleet.tables.js";
import { geofences } from "../../apps/server/src/modules/geofences/geofences.tables.js";

type RuleRow = typeof alertRules.$inferInsert;

/** The ten rules each vehicle group gets (label, code and thresholds). */
const RULES_PER_GROUP: ((group: number) => Omit<RuleRow, "companyId">)[] = [
  (g) => ({
    label: `Overspeed ${80 + (g % 5) * 5} km/h`,
    alertCode: ALERT_CODE.overspeed,
    maxThreshold: 80 + (g % 5) * 5,
    minThresholdTime: 30,
  }),
  () => ({
    label: "Overspeed 100 km/h",
    alertCode: ALERT_CODE.overspeed,
    maxThreshold: 100,
    alertUrgencyType: "Urgent",
    autoPopup: true,
  }),
  () => ({ label: "Masuk geofence", alertCode: ALERT_CODE.geofenceEnter }),
  () => ({ label: "Keluar geofence", alertCode: ALERT_CODE.geofenceExit }),
  () => ({ label: "Idle", alertCode: ALERT_CODE.idle, minThresholdTime: 600 }),
  () => ({ label: "Parkir", alertCode: ALERT_CODE.parking, minThresholdTime: 1800 }),
  () => ({ label: "SOS", alertCode: ALERT_CODE.sos, alertUrgencyType: "Important" }),
  () => ({
    label: "Rem mendadak 3x / 10 menit",
    alertCode: ALERT_CODE.harshBraking,
    alertCountThreshold: 3,
    alertCountWindow: 600,
  }),
  () => ({
    label: "Suhu > 8 °C",
    alertCode: ALERT_CODE.temperatureHigh,
    maxThreshold: 8,
    minThresholdTime: 60,
  }),
  () => ({ label: "BBM turun 10%", alertCode: ALERT_CODE.fuelLoss, minThreshold: 10 }),
];

export interface AlertBenchSeed {
  groups: number;
  rules: number;
  geofences: number;
  /** the SOS rule of each group (the latency probe raises SOS alerts) */
  sosRuleIds: number[];
}

/** Fence `index` (circle of 400 m) on the bench grid. */
export const fenceCentre = (index: number) => ({
  lat: -6.2 + (index % 10) * 0.01,
  lng: 106.8 + Math.floor(index / 10) * 0.01,
});

export async function seedAlertRules(options: {
  url: string;
  companyId: number;
  vehicleIds: number[];
  rules: number;
  groupSize: number;
  fences: number;
}): Promise<AlertBenchSeed> {
  const database = await openDatabase({ url: options.url });
  try {
    const db = database.db;
    const groupCount = Math.ceil(options.rules / RULES_PER_GROUP.length);
    const fenceRows = await db
      .insert(geofences)
      .values(
        Array.from({ length: options.fences }, (_, index) => {
          const shape: GeofenceShape = { type: "C", circData: { ...fenceCentre(index), radius: 400 } };
          return {
            companyId: options.companyId,
            fenceName: `Bench fence ${index + 1}`,
            type: "C",
            circData: shape.circData,
            ...geofenceBoundingBox(shape),
          };
        }),
      )
      .returning({ id: geofences.geofenceId });
    const groupRows = await db
      .insert(vgroups)
      .values(
        Array.from({ length: groupCount }, (_, g) => ({
          companyId: options.companyId,
          name: `Bench group ${g + 1}`,
        })),
      )
      .returning({ id: vgroups.id });
    const members = options.vehicleIds.map((vehicleId, index) => ({
      vehicleId,
      vgroupId: groupRows[Math.floor(index / options.groupSize) % groupRows.length]?.id as number,
    }));
    for (let start = 0; start < members.length; start += 5_000)
      await db.insert(vehicleVgroups).values(members.slice(start, start + 5_000));

    const ruleValues: RuleRow[] = [];
    for (let g = 0; g < groupCount; g++)
      for (const make of RULES_PER_GROUP)
        if (ruleValues.length < options.rules) ruleValues.push({ companyId: options.companyId, ...make(g) });
    const ruleRows = await db
      .insert(alertRules)
      .values(ruleValues)
      .returning({ id: alertRules.alertRuleId, code: alertRules.alertCode });
    const groupOfRule = (index: number) =>
      groupRows[Math.floor(index / RULES_PER_GROUP.length)]?.id as number;
    await db
      .insert(alertRuleVgroups)
      .values(ruleRows.map((rule, index) => ({ alertRuleId: rule.id, vgroupId: groupOfRule(index) })));
    // geofence rules watch two fences each
    const fenceLinks = ruleRows.flatMap((rule, index) =>
      rule.code === ALERT_CODE.geofenceEnter || rule.code === ALERT_CODE.geofenceExit
        ? [0, 1].map((k) => ({
            alertRuleId: rule.id,
            geofenceId: fenceRows[(index + k) % fenceRows.length]?.id as number,
          }))
        : [],
    );
    if (fenceLinks.length > 0) await db.insert(alertRuleGeofences).values(fenceLinks);
    return {
      groups: groupCount,
      rules: ruleRows.length,
      geofences: fenceRows.length,
      sosRuleIds: ruleRows.filter((rule) => rule.code === ALERT_CODE.sos).map((rule) => rule.id),
    };
  } finally {
    await database.close();
  }
}
