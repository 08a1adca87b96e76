import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createCostEntryService } from "./costEntryService.js";
import { costRoutes } from "./costs.routes.js";
import { createFuelAlertWorker, startFuelAlerts } from "./fuelAlertWorker.js";
import { createFuelCalibrationService } from "./fuelCalibrationService.js";
import { createFuelReportService } from "./fuelReportService.js";
import { costsResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost, { alerts }: Pick<ModuleServices, "alerts">) => ({
  costs: {
    costEntries: createCostEntryService(db),
    fuelReports: createFuelReportService(db),
    fuelCalibrations: createFuelCalibrationService(db),
    fuelAlerts: createFuelAlertWorker(db, alerts.externalAlerts),
  },
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    costs: ReturnType<typeof provide>;
  }
}

/**
 * Vehicle costs and fuel (issue 34): the /cost-management/ screen, its totals, export and fuel report, the tanks'
 * calibration tables, and the fuel alert worker (refuels and drains found in the readings raise fuel gain/loss once, on any instance).
 */
export const costsModule = defineModule({
  name: "costs",
  dependsOn: ["alerts", "auth", "company", "fleet", "positions", "reports"],
  provides: provide,
  resolvers: costsResolvers,
  routes: async (app, { costs }, _deps, { db }) => costRoutes(app, { db, costEntries: costs.costEntries }),
  jobs: ({ costs }, _deps, { config, log }) => startFuelAlerts(costs.fuelAlerts, log, config.fuelPassMs),
});
