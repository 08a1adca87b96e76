import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { callRoutes } from "./call.routes.js";
import { createCalls } from "./createCalls.js";
import { callResolvers } from "./resolvers.js";

const provide = (
  { db, bus, log, callTiming }: ModuleHost,
  { media, ingest }: Pick<ModuleServices, "media" | "ingest">,
) => ({
  /** driver calls through dashcams, over the ingest module's JT/T 1078 media port */
  calls: createCalls(db, ingest.mediaPort, bus, media.media.dashcams, log, callTiming),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "driver-call": ReturnType<typeof provide>;
  }
}

export const driverCallModule = defineModule({
  name: "driver-call",
  dependsOn: ["auth", "company", "fleet", "ingest", "media"],
  provides: provide,
  resolvers: callResolvers,
  routes: async (app, { calls }) => callRoutes(app, { calls: calls.service }),
  jobs: ({ calls }) => ({ stop: () => calls.stop() }),
});
