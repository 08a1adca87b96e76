import { startWhileLeading } from "../../db/leadership.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { activityRollupPart } from "./activityRollup.js";
import { REPORT_FIELD_COSTS } from "./reportFieldCosts.js";
import { createReportService } from "./reportService.js";
import { reportRoutes } from "./reports.routes.js";
import { reportResolvers } from "./resolvers.js";
import { startTripBackfill, TRIP_BACKFILL_LOCK_KEY } from "./tripRollup.js";

const provide = (
  { db }: ModuleHost,
  { geocoding, "driver-scores": driverScores }: Pick<ModuleServices, "geocoding" | "driver-scores">,
) => {
  driverScores.drivingRollup.addPart(activityRollupPart);
  return { reports: createReportService(db, geocoding.geocoding) };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    reports: ReturnType<typeof provide>;
  }
}

export const reportsModule = defineModule({
  name: "reports",
  dependsOn: ["alerts", "audit", "auth", "company", "driver-scores", "fleet", "geocoding", "geofences"],
  provides: provide,
  resolvers: reportResolvers,
  fieldCosts: REPORT_FIELD_COSTS,
  routes: async (app, { reports }, { audit }) => reportRoutes(app, { reports, audit: audit.audit }),
  /** the trips of the vehicles that had runs before trips were kept (migration 0079), built once in the background */
  jobs: (_own, _deps, { database, log }) =>
    startWhileLeading(database, TRIP_BACKFILL_LOCK_KEY, () => startTripBackfill(database.db, log), log),
});
