import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { imageUploadRoute } from "../uploads/index.js";
import { createAllowanceService } from "./allowanceService.js";
import { createCostEntryService } from "./costEntryService.js";
import { costRoutes } from "./costs.routes.js";
import { COST_READ_KEY, requireCostKey } from "./costsAccess.js";
import { createEtollCardService } from "./etollCardService.js";
import { etollStatementRoutes } from "./etollStatement.routes.js";
import { createEtollStatementService } from "./etollStatementService.js";
import { createFuelAlertWorker, startFuelAlerts } from "./fuelAlertWorker.js";
import { createFuelCalibrationService } from "./fuelCalibrationService.js";
import { createFuelReportService } from "./fuelReportService.js";
import { costsResolvers } from "./resolvers.js";
import { createTcoService } from "./tcoService.js";

const provide = ({ db }: ModuleHost, { alerts, uploads }: Pick<ModuleServices, "alerts" | "uploads">) => ({
  costs: {
    costEntries: createCostEntryService(db),
    tco: createTcoService(db),
    allowances: createAllowanceService(db, uploads.uploads),
    etollCards: createEtollCardService(db),
    etollStatements: createEtollStatementService(db),
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
 * Vehicle costs and fuel (issue 34): the /cost-management/ screen, its totals, total cost of ownership per vehicle, group and fleet (a vehicle's monthly
 * ownership cost), export and fuel report, the tanks'
 * calibration tables, the driver allowances (uang jalan) with their receipt photos (POST /api/costs/uploads, private
 * to the company), e-toll cards and their statements' import (POST /api/costs/etoll/statement) with a sample statement to try it (GET
 * /api/costs/etoll/statement/sample), and the fuel alert worker (refuels and drains found in the readings raise fuel gain/loss once, on any instance).
 */
export const costsModule = defineModule({
  name: "costs",
  dependsOn: ["alerts", "audit", "auth", "company", "deliveries", "fleet", "positions", "reports", "uploads"],
  provides: provide,
  resolvers: costsResolvers,
  routes: async (app, { costs }, { uploads, audit }, { db }) => {
    imageUploadRoute(app, uploads.uploads, "/api/costs/uploads", (user) => requireCostKey(user, "create"), {
      readKey: COST_READ_KEY,
    });
    await costRoutes(app, {
      db,
      costEntries: costs.costEntries,
      tco: costs.tco,
      allowances: costs.allowances,
      audit: audit.audit,
    });
    await app.register(etollStatementRoutes, { statements: costs.etollStatements, db });
  },
  jobs: ({ costs }, _deps, { config, log }) => startFuelAlerts(costs.fuelAlerts, log, config.fuelPassMs),
});
