import { defineModule } from "../../platform/moduleDefinition.js";
import { publicApiRoutes } from "./publicApi.routes.js";

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "public-api": Record<string, never>;
  }
}

/**
 * The public REST API (issue 37): `/api/v1` for integrators with an API key, its OpenAPI document and docs page.
 * It reads and writes through the other modules' services and tables; it has no state of its own.
 */
export const publicApiModule = defineModule({
  name: "public-api",
  dependsOn: ["alerts", "deliveries", "fleet", "positions", "reports", "temporary-live-view"],
  provides: () => ({}),
  routes: async (app, _own, deps, { db, config }) =>
    publicApiRoutes(
      app,
      {
        deliveries: deps.deliveries.deliveries,
        reports: deps.reports.reports,
        positionRetention: deps.positions.positionRetention,
        temporaryLiveView: deps["temporary-live-view"].temporaryLiveView,
      },
      { db, publicUrl: config.publicUrl },
    ),
});
