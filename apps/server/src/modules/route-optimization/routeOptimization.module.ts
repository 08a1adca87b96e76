import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { routeOptimizationResolvers } from "./resolvers.js";
import { createRoutePlanService } from "./routePlanService.js";
import { createTravelEstimator } from "./travelEstimate.js";

function provide({ db, config, log }: ModuleHost, { deliveries }: Pick<ModuleServices, "deliveries">) {
  // the learning reads `reports`' activity runs (recentDrives) through the shared handle
  const travel = createTravelEstimator(db, config.routing, {
    onRouterFailure: (error) =>
      log.warn(
        { err: error, provider: config.routing.provider },
        "road router failed: learned travel times used",
      ),
  });
  return {
    routeOptimization: {
      routePlans: createRoutePlanService(db, deliveries.deliveries.fleetTasks, travel),
      travel,
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "route-optimization": ReturnType<typeof provide>;
  }
}

/**
 * Route optimisation (issue 36): the /route-optimization/ screen's plans, a day's confirmed delivery orders solved
 * onto vehicles by the route solver in worker threads, moved by hand, accepted into the deliveries module's fleet
 * tasks. Travel times are learned from the fleet's drives (`reports`' activity runs) or asked of OSRM / Valhalla /
 * Google's Routes API.
 */
export const routeOptimizationModule = defineModule({
  name: "route-optimization",
  dependsOn: ["auth", "company", "deliveries", "delivery-scheduler", "fleet", "geofences", "reports"],
  provides: provide,
  resolvers: routeOptimizationResolvers,
});
