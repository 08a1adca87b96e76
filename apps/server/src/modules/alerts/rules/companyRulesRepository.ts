import { ALERT_CODE, DEFAULT_TIME_ZONE, TIME_ZONE_UTC_OFFSET_MINUTES } from "@armada/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/database.js";
import { companies } from "../../company/index.js";
import { dashcamDeviceId, devices, vehicles, vehicleVgroups } from "../../fleet/index.js";
import { geofenceShapeColumns, geofences, toEngineGeofence } from "../../geofences/index.js";
import {
  alertRuleContacts,
  alertRuleGeofences,
  alertRules,
  alertRuleVehicles,
  alertRuleVgroups,
} from "../alerts.tables.js";
import type { CachedRule, CompanyRules, VehicleInfo } from "./companyRules.js";

const NO_RULES: readonly CachedRule[] = [];
/** the vehicle's dashcam (its camera slot, else its only device) */
const dashcams = alias(devices, "dashcams");

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/**
 * Loads one company's active rules with everything they need, in a handful of queries. Coverage: a rule's
 * vehicles ∪ the vehicles of its vehicle groups; a rule with neither covers every vehicle of the company.
 * Geofence enter/exit rules without fences watch every fence of the company marked for alerts.
 */

/** Raised by the refuel/drain detector for a vehicle with a tank capacity, not by its positions. */
const FUEL_CHANGE_CODES: readonly number[] = [ALERT_CODE.fuelGain, ALERT_CODE.fuelLoss];
export async function loadCompanyRules(db: DbExecutor, companyId: number): Promise<CompanyRules> {
  const ruleRows = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.companyId, companyId), eq(alertRules.isActive, true)));
  const ruleIds = ruleRows.map((row) => row.alertRuleId);
  const some = ruleIds.length > 0;
  const [ruleVehicles, ruleGroupVehicles, ruleFences, contacts, companyFences, fleet, company] =
    await Promise.all([
      some
        ? db.select().from(alertRuleVehicles).where(inArray(alertRuleVehicles.alertRuleId, ruleIds))
        : Promise.resolve([]),
      some
        ? db
            .select({
              alertRuleId: alertRuleVgroups.alertRuleId,
              vgroupId: alertRuleVgroups.vgroupId,
              vehicleId: vehicleVgroups.vehicleId,
            })
            .from(alertRuleVgroups)
            .leftJoin(vehicleVgroups, eq(vehicleVgroups.vgroupId, alertRuleVgroups.vgroupId))
            .where(inArray(alertRuleVgroups.alertRuleId, ruleIds))
        : Promise.resolve([]),
      some
        ? db
            .select({ alertRuleId: alertRuleGeofences.alertRuleId, ...geofenceShapeColumns })
            .from(alertRuleGeofences)
            .innerJoin(geofences, eq(geofences.geofenceId, alertRuleGeofences.geofenceId))
            .where(and(inArray(alertRuleGeofences.alertRuleId, ruleIds), eq(geofences.companyId, companyId)))
        : Promise.resolve([]),
      ruleRows.some((row) => row.notifyContacts)
        ? db
            .select()
            .from(alertRuleContacts)
            .where(
              and(inArray(alertRuleContacts.alertRuleId, ruleIds), isNotNull(alertRuleContacts.phoneNumber)),
            )
        : Promise.resolve([]),
      ruleRows.some(
        (row) => row.alertCode === ALERT_CODE.geofenceEnter || row.alertCode === ALERT_CODE.geofenceExit,
      )
        ? db
            .select(geofenceShapeColumns)
            .from(geofences)
            .where(and(eq(geofences.companyId, companyId), eq(geofences.isAlert, true)))
        : Promise.resolve([]),
      some
        ? db
            .select({
              vehicleId: vehicles.id,
              licensePlate: vehicles.licensePlate,
              driverId: vehicles.driver1Id,
              idleDuration: vehicles.idleDuration,
              parkingDuration: vehicles.parkingDuration,
              vendorType: devices.vendorType,
              dashcamVendorType: dashcams.vendorType,
              fuelCapacity: vehicles.fuelCapacity,
            })
            .from(vehicles)
            .leftJoin(devices, eq(devices.id, vehicles.deviceId))
            .leftJoin(dashcams, eq(dashcams.id, dashcamDeviceId))
            .where(eq(vehicles.companyId, companyId))
        : Promise.resolve([]),
      db
        .select({
          idle: companies.idleTimeout,
          park: companies.parkTimeout,
          offline: companies.offlineTimeout,
          timeZone: companies.timeZone,
        })
        .from(companies)
        .where(eq(companies.id, companyId)),
    ]);

  const vehiclesByRule = groupBy(ruleVehicles, (row) => row.alertRuleId);
  const groupsByRule = groupBy(ruleGroupVehicles, (row) => row.alertRuleId);
  const fencesByRule = groupBy(ruleFences, (row) => row.alertRuleId);
  const contactsByRule = groupBy(contacts, (row) => row.alertRuleId);
  const allAlertFences = companyFences.flatMap((row) => toEngineGeofence(row) ?? []);

  const companyWide: CachedRule[] = [];
  const byVehicle = new Map<number, CachedRule[]>();
  const rules: CachedRule[] = [];
  for (const row of ruleRows.sort((a, b) => a.alertRuleId - b.alertRuleId)) {
    const isCrossing =
      row.alertCode === ALERT_CODE.geofenceEnter || row.alertCode === ALERT_CODE.geofenceExit;
    const ownFences = (fencesByRule.get(row.alertRuleId) ?? []).flatMap(
      (fence) => toEngineGeofence(fence) ?? [],
    );
    const rule: CachedRule = {
      alertRuleId: row.alertRuleId,
      alertCode: row.alertCode,
      maxThreshold: row.maxThreshold,
      minThreshold: row.minThreshold,
      minThresholdTime: row.minThresholdTime,
      withSchedule: row.withSchedule,
      startTime: row.startTime,
      endTime: row.endTime,
      dayOfWeek: row.dayOfWeek,
      withGeofence: row.withGeofence,
      isInsideGeofence: row.isInsideGeofence,
      geofences: isCrossing && ownFences.length === 0 ? allAlertFences : ownFences,
      alertCountThreshold: row.alertCountThreshold,
      alertCountWindow: row.alertCountWindow,
      companyId,
      isUrgent: row.alertUrgencyType === "Urgent",
      isImportant: row.alertUrgencyType === "Important",
      autoPopup: row.autoPopup,
      whatsappContacts: row.notifyContacts
        ? (contactsByRule.get(row.alertRuleId) ?? []).flatMap((contact) =>
            contact.phoneNumber ? [{ contactId: contact.contactId, phoneNumber: contact.phoneNumber }] : [],
          )
        : [],
    };
    rules.push(rule);
    const ownVehicles = vehiclesByRule.get(row.alertRuleId) ?? [];
    const groups = groupsByRule.get(row.alertRuleId) ?? [];
    if (ownVehicles.length === 0 && groups.length === 0) {
      companyWide.push(rule);
      continue;
    }
    const covered = new Set<number>(ownVehicles.map((entry) => entry.vehicleId));
    for (const entry of groups) if (entry.vehicleId !== null) covered.add(entry.vehicleId);
    for (const vehicleId of covered) {
      const list = byVehicle.get(vehicleId);
      if (list) list.push(rule);
      else byVehicle.set(vehicleId, [rule]);
    }
  }

  const timeouts = company[0] ?? { idle: 5, park: 10, offline: 60, timeZone: DEFAULT_TIME_ZONE };
  const fleetById = new Map<number, VehicleInfo>(
    fleet.map((row) => [
      row.vehicleId,
      {
        vehicleId: row.vehicleId,
        licensePlate: row.licensePlate,
        driverId: row.driverId,
        vendorType: row.vendorType,
        dashcamVendorType: row.dashcamVendorType,
        fuelDetected: (row.fuelCapacity ?? 0) > 0,
        context: {
          idleTimeoutSeconds: (row.idleDuration ?? timeouts.idle) * 60,
          parkTimeoutSeconds: (row.parkingDuration ?? timeouts.park) * 60,
          offlineTimeoutSeconds: timeouts.offline * 60,
          utcOffsetMinutes: TIME_ZONE_UTC_OFFSET_MINUTES[timeouts.timeZone],
        },
      },
    ]),
  );
  const merged = new Map<number, readonly CachedRule[]>();
  const onPositions = new Map<number, readonly CachedRule[]>();
  const companyRules: CompanyRules = {
    companyId,
    timeZone: timeouts.timeZone,
    rules,
    positionRulesFor(vehicleId) {
      const cached = onPositions.get(vehicleId);
      if (cached) return cached;
      const all = companyRules.rulesFor(vehicleId);
      const evaluated = fleetById.get(vehicleId)?.fuelDetected
        ? all.filter((rule) => !FUEL_CHANGE_CODES.includes(rule.alertCode))
        : all;
      onPositions.set(vehicleId, evaluated);
      return evaluated;
    },
    rulesFor(vehicleId) {
      if (!fleetById.has(vehicleId)) return NO_RULES;
      const cached = merged.get(vehicleId);
      if (cached) return cached;
      const own = byVehicle.get(vehicleId) ?? [];
      const all =
        own.length === 0
          ? companyWide
          : companyWide.length === 0
            ? own
            : [...companyWide, ...own].sort((a, b) => a.alertRuleId - b.alertRuleId);
      merged.set(vehicleId, all);
      return all;
    },
    vehicle: (vehicleId) => fleetById.get(vehicleId),
  };
  return companyRules;
}
