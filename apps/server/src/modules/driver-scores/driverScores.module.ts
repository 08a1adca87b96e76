import { startLeadership } from "../../db/leadership.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { countDriverAlerts } from "./countDriverAlerts.js";
import { createDriverScoreService } from "./driverScoreService.js";
import { DRIVING_ROLLUP_LOCK_KEY, startDrivingRollup } from "./drivingRollup.js";
import { driverScoreResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost, { alerts }: Pick<ModuleServices, "alerts">) => {
  alerts.alertCounters.register(countDriverAlerts);
  return { driverScores: createDriverScoreService(db) };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "driver-scores": ReturnType<typeof provide>;
  }
}

export const driverScoresModule = defineModule({
  name: "driver-scores",
  dependsOn: ["alerts"],
  provides: provide,
  resolvers: driverScoreResolvers,
  async jobs(_own, _deps, { database, log }) {
    let stopDrivingRollup: (() => Promise<void>) | null = null;
    const drivingRollupLead = await startLeadership(
      database,
      DRIVING_ROLLUP_LOCK_KEY,
      {
        lead: () => {
          stopDrivingRollup = startDrivingRollup(database.db, log);
        },
        follow: async () => {
          await stopDrivingRollup?.();
          stopDrivingRollup = null;
        },
      },
      log,
    );
    return { stop: () => drivingRollupLead.stop() };
  },
});
