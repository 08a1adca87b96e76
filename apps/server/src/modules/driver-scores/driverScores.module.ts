import { startLeadership } from "../../db/leadership.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { countDriverAlerts } from "./countDriverAlerts.js";
import { createDriverScoreService } from "./driverScoreService.js";
import { DRIVING_ROLLUP_LOCK_KEY, startDrivingRollup } from "./drivingRollup.js";
import type { PositionRollupPart } from "./positionRollupPart.js";
import { driverScoreResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost, { alerts }: Pick<ModuleServices, "alerts">) => {
  alerts.alertCounters.register(countDriverAlerts);
  const rollupParts: PositionRollupPart[] = [];
  return {
    driverScores: createDriverScoreService(db),
    /** modules above add their share of the driving rollup (reports: activity runs), before the jobs start */
    drivingRollup: {
      addPart(part: PositionRollupPart) {
        rollupParts.push(part);
      },
      parts: (): readonly PositionRollupPart[] => rollupParts,
    },
  };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "driver-scores": ReturnType<typeof provide>;
  }
}

export const driverScoresModule = defineModule({
  name: "driver-scores",
  dependsOn: ["alerts", "auth", "company", "fleet", "media", "positions"],
  provides: provide,
  resolvers: driverScoreResolvers,
  async jobs({ drivingRollup }, _deps, { database, log }) {
    let stopDrivingRollup: (() => Promise<void>) | null = null;
    const drivingRollupLead = await startLeadership(
      database,
      DRIVING_ROLLUP_LOCK_KEY,
      {
        lead: () => {
          stopDrivingRollup = startDrivingRollup(database.db, drivingRollup.parts(), log);
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
