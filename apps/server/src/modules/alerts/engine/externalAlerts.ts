import {
  fuelThreshold,
  isWithinSchedule,
  type LatLng,
  passesGeofenceFilter,
  ruleSeconds,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import type { GeocodingService } from "../../geocoding/index.js";
import { createAlertAddressFiller } from "../delivery/alertAddressFiller.js";
import { createAlertRuleCache } from "../rules/alertRuleCache.js";
import type { CachedRule, CompanyRules, VehicleInfo } from "../rules/companyRules.js";
import type { PendingAlert } from "./evaluateVehicles.js";
import { type StoredAlertTaps, storeAlertBatch } from "./storeAlertBatch.js";

/** An alert another module found (a fleet task's lateness): raised when one of the company's rules picks its code. */
export interface ExternalAlert extends LatLng {
  companyId: number;
  vehicleId: number;
  alertCode: number;
  alertData: string;
  time: Date;
  additionalData?: Record<string, unknown>;
  /** a fuel gain/loss's change in percent of the tank: raised only for rules whose threshold it reaches */
  fuelChangePercent?: number;
  /** how long the condition has held (an unplanned stop's halt): raised only for rules whose time it reached */
  heldSeconds?: number;
}

function matchingRules(company: CompanyRules, alert: ExternalAlert, vehicle: VehicleInfo): CachedRule[] {
  const offset = TIME_ZONE_UTC_OFFSET_MINUTES[company.timeZone];
  return company
    .rulesFor(alert.vehicleId)
    .filter(
      (rule) =>
        rule.alertCode === alert.alertCode &&
        isWithinSchedule(rule, alert.time.getTime(), offset) &&
        (alert.fuelChangePercent === undefined || alert.fuelChangePercent >= fuelThreshold(rule)) &&
        (alert.heldSeconds === undefined || alert.heldSeconds >= ruleSeconds(rule, vehicle.context)) &&
        passesGeofenceFilter(rule, alert),
    );
}

/**
 * Alerts that modules above alerts find themselves (the fleet-order codes 137-143 from the fleet tasks), stored
 * like the engine's: with the rules that pick the code (none: not raised), their counts and WhatsApp messages,
 * then `alerts-raised.{company}` and the address. The caller raises each episode once.
 */
export function createExternalAlerts(
  db: Db,
  bus: EventBus,
  geocoding: Pick<GeocodingService, "reverse">,
  logger: FastifyBaseLogger,
  taps: StoredAlertTaps,
) {
  const cache = createAlertRuleCache(db);
  const addresses = createAlertAddressFiller(db, geocoding, logger);

  async function pendingOf(alert: ExternalAlert): Promise<PendingAlert | null> {
    const company = await cache.get(alert.companyId);
    const vehicle = company.vehicle(alert.vehicleId);
    if (!vehicle) return null;
    const rules = matchingRules(company, alert, vehicle);
    if (rules.length === 0) return null;
    return {
      rules,
      licensePlate: vehicle.licensePlate,
      timeZone: company.timeZone,
      alert: {
        companyId: alert.companyId,
        vehicleId: alert.vehicleId,
        driverId: vehicle.driverId,
        alertCode: alert.alertCode,
        alertRuleIds: rules.map((rule) => rule.alertRuleId),
        alertData: alert.alertData,
        alertTrigger: "",
        alertFlag: "S",
        latitude: alert.lat,
        longitude: alert.lng,
        geofenceIds: [],
        isUrgent: rules.some((rule) => rule.isUrgent),
        isImportant: rules.some((rule) => rule.isImportant),
        autoPopup: rules.some((rule) => rule.autoPopup),
        shouldHaveMedia: false,
        sourceDeviceCategory: "GPS",
        sourceDeviceType: vehicle.vendorType,
        createdOn: alert.time,
        additionalData: alert.additionalData ?? null,
      },
    };
  }

  return {
    /**
     * The shortest time a rule of the vehicle picking `alertCode` asks the condition to hold (ruleSeconds), or null
     * when no rule picks it: a caller measuring a duration raises from then on.
     */
    async shortestHoldSeconds(
      companyId: number,
      vehicleId: number,
      alertCode: number,
    ): Promise<number | null> {
      const company = await cache.get(companyId);
      const vehicle = company.vehicle(vehicleId);
      if (!vehicle) return null;
      const seconds = company
        .rulesFor(vehicleId)
        .filter((rule) => rule.alertCode === alertCode)
        .map((rule) => ruleSeconds(rule, vehicle.context));
      return seconds.length === 0 ? null : Math.min(...seconds);
    },
    /** Stores the alerts some rule picks; answers how many were stored. */
    async raise(alerts: readonly ExternalAlert[]): Promise<number> {
      const pending = (await Promise.all(alerts.map(pendingOf))).filter((entry) => entry !== null);
      if (pending.length === 0) return 0;
      const { events, byCompany, addressJobs } = await storeAlertBatch(db, pending, [], taps);
      for (const [companyId, raised] of byCompany) bus.publish(topics.alertsRaised(companyId), raised);
      addresses.add(addressJobs);
      return events.length;
    },
    /** Follows rule and fleet changes so a new rule picks its code at once. */
    follow() {
      const invalidate = (_payload: unknown, topic: string) =>
        cache.invalidate(Number(topic.slice(topic.lastIndexOf(".") + 1)));
      const stops = [
        bus.subscribe(topics.allAlertRuleChanges, invalidate),
        bus.subscribe(topics.allFleetChanges, invalidate),
        bus.subscribe(topics.allGeofenceChanges, invalidate),
      ];
      return async () => {
        for (const stop of stops) stop();
        await addresses.stop();
      };
    },
  };
}

export type ExternalAlerts = ReturnType<typeof createExternalAlerts>;
