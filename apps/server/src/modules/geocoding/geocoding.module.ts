import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { geocodingRoutes } from "./geocoding.routes.js";
import { createGeocodingProviders, createGeocodingService } from "./geocodingService.js";

const provide = ({ db, config, log }: ModuleHost) => ({
  geocoding: createGeocodingService(createGeocodingProviders(db, config.geocoding), log),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    geocoding: ReturnType<typeof provide>;
  }
}

export const geocodingModule = defineModule({
  name: "geocoding",
  dependsOn: ["auth", "basemap", "geofences"],
  provides: provide,
  routes: async (app, { geocoding }) => geocodingRoutes(app, { geocoding }),
});
