import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { callRoutes } from "./call.routes.js";
import { createCalls } from "./createCalls.js";
import { callResolvers } from "./resolvers.js";

const provide = (
  { db, config, bus, log, callTiming, clientConnections }: ModuleHost,
  { media }: Pick<ModuleServices, "media">,
) => ({
  /** driver calls through dashcams: the JT/T 1078 media port (main.ts starts it) and the call service */
  calls: createCalls(db, config, bus, media.media.dashcams, log, callTiming, clientConnections),
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
