import { readFileSync } from "node:fs";
import { defineModule } from "../../platform/moduleDefinition.js";
import { publicConfigRoutes } from "./config.routes.js";
import { healthRoutes } from "./health.routes.js";
import { metricsRoutes } from "./metrics.routes.js";

const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const provide = () => ({});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    system: ReturnType<typeof provide>;
  }
}

/** Health, metrics and the public configuration: they read the modules below and the host's plumbing. */
export const systemModule = defineModule({
  name: "system",
  dependsOn: ["auth", "basemap", "forwarding", "positions", "temporary-live-view"],
  provides: provide,
  async routes(app, _own, deps, { database, config, clientConnections, extraMetrics }) {
    await healthRoutes(app, { ping: database.ping });
    await metricsRoutes(app, {
      pipeline: deps.positions.positionPipeline.metrics,
      operatorSockets: deps.auth.operatorSockets.stats,
      publicViewerSockets: deps["temporary-live-view"].temporaryLiveViewSockets.stats,
      forwarding: deps.forwarding.forwarding.metrics,
      forwardingHandoff: deps.forwarding.forwarding.handoff,
      extra: () => ({ ...clientConnections?.metrics(), ...extraMetrics?.() }),
      token: config.metricsToken,
    });
    await publicConfigRoutes(app, {
      helpUrl: config.helpUrl,
      version,
      mapStyleUrl: config.mapStyleUrl ?? "/api/basemap/style.json",
      mapDetailMaxZoom: await deps.basemap.basemap.detailMaxZoom(),
      publicUrl: config.publicUrl,
      supportContacts: config.supportContacts,
      whatsappProvider: config.whatsapp.provider,
    });
  },
});
