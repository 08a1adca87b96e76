import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createCostEntryService } from "./costEntryService.js";
import { costRoutes } from "./costs.routes.js";
import { createFuelReportService } from "./fuelReportService.js";
import { costsResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost) => ({
  costs: { costEntries: createCostEntryService(db), fuelReports: createFuelReportService(db) },
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    costs: ReturnType<typeof provide>;
  }
}

/** Vehicle costs and fuel (issue 34): the /cost-management/ screen, its totals, export and fuel report. */
export const costsModule = defineModule({
  name: "costs",
  dependsOn: ["auth", "company", "fleet", "positions", "reports"],
  provides: provide,
  resolvers: costsResolvers,
  routes: async (app, { costs }, _deps, { db }) => costRoutes(app, { db, costEntries: costs.costEntries }),
});
