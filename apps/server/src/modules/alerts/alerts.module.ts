import { topics } from "../../bus/eventBus.js";
import { startLeadership } from "../../db/leadership.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createTransactionTaps } from "../../platform/transactionTaps.js";
import { createAlertClips } from "./alertClips.js";
import { createAlertCounters } from "./alertCounters.js";
import type { AlertResolution, AlertRuleChangeEvent } from "./alertEvents.js";
import { createAlertCodeService } from "./codes/alertCodeService.js";
import { startAlertNotifier } from "./delivery/alertNotifier.js";
import { ALERT_ENGINE_LOCK_KEY, createAlertEngine } from "./engine/alertEngine.js";
import { createExternalAlerts } from "./engine/externalAlerts.js";
import { createRaisedAlertTaps } from "./raisedAlertTaps.js";
import { createRawAlertService } from "./raw-alerts/rawAlertService.js";
import { alertResolvers } from "./resolvers.js";
import { createAlertRuleService } from "./rules/alertRuleService.js";

const provide = ({ db, bus, log }: ModuleHost, { geocoding }: Pick<ModuleServices, "auth" | "geocoding">) => {
  const alertCounters = createAlertCounters();
  const raisedAlertTaps = createRaisedAlertTaps();
  const resolvedAlertTaps = createTransactionTaps<[resolution: AlertResolution]>();
  const storedAlertTaps = { countAlerts: alertCounters.count, tellRaised: raisedAlertTaps.tell };
  const alertClips = createAlertClips();
  return {
    /** media, above alerts, provides the alerts' dashcam clip requests */
    alertClips,
    /** modules above register how they count stored alerts (driver-scores: into the drivers' days) */
    alertCounters,
    /** modules above register what they keep of raised alerts (webhooks: `alert.raised`, durably) */
    raisedAlertTaps,
    /** and of resolutions (webhooks: `alert.resolved`, durably) */
    resolvedAlertTaps,
    /** started (subscribed) by the module's jobs, in one instance at a time */
    alertEngine: createAlertEngine(db, bus, geocoding.geocoding, log, storedAlertTaps),
    /** modules above raise what they find themselves (deliveries: the fleet-order codes) */
    externalAlerts: createExternalAlerts(db, bus, geocoding.geocoding, log, storedAlertTaps),
    alertCodes: createAlertCodeService(db),
    alertRules: createAlertRuleService(db, (companyId, alertRuleIds) =>
      bus.publish<AlertRuleChangeEvent>(topics.alertRuleChanges(companyId), { companyId, alertRuleIds }),
    ),
    rawAlerts: createRawAlertService(db, {
      countAlerts: alertCounters.count,
      clipRequestsOf: alertClips.requestsOf,
      tellResolved: resolvedAlertTaps.tell,
      resolved: (companyId, event) => bus.publish(topics.alertsResolved(companyId), event),
    }),
  };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    alerts: ReturnType<typeof provide>;
  }
}

export const alertsModule = defineModule({
  name: "alerts",
  dependsOn: [
    "audit",
    "auth",
    "company",
    "fleet",
    "geocoding",
    "geofences",
    "messaging",
    "positions",
    "push",
  ],
  provides: provide,
  resolvers: (own, { audit }) => alertResolvers({ ...own, audit: audit.audit }),
  async jobs({ alertEngine, alertClips, externalAlerts }, { auth }, { database, bus, log }) {
    const stopExternalAlerts = externalAlerts.follow();
    const alertNotifier = startAlertNotifier(
      database.db,
      bus,
      auth.operatorSockets,
      log,
      alertClips.requestsOf,
    );
    // Every instance would evaluate every position it hears of on a shared bus: one instance runs the engine.
    const alertEngineLead = await startLeadership(
      database,
      ALERT_ENGINE_LOCK_KEY,
      { lead: () => alertEngine.start(), follow: () => alertEngine.stop() },
      log,
    );
    return {
      async stop() {
        await alertNotifier.stop();
        await alertEngineLead.stop();
        await stopExternalAlerts();
      },
    };
  },
});
