import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { REPORT_FIELD_COSTS } from "./reportFieldCosts.js";
import { createReportService } from "./reportService.js";
import { reportRoutes } from "./reports.routes.js";
import { reportResolvers } from "./resolvers.js";

const provide = ({ db }: ModuleHost, { geocoding }: Pick<ModuleServices, "geocoding">) => ({
  reports: createReportService(db, geocoding.geocoding),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    reports: ReturnType<typeof provide>;
  }
}

export const reportsModule = defineModule({
  name: "reports",
  dependsOn: ["geocoding"],
  provides: provide,
  resolvers: reportResolvers,
  fieldCosts: REPORT_FIELD_COSTS,
  routes: async (app, { reports }) => reportRoutes(app, { reports }),
});
