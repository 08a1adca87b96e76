import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createMedia } from "./createMedia.js";
import { mediaRoutes } from "./media.routes.js";
import { findAlertClipRequests } from "./mediaRepository.js";
import { mediaResolvers } from "./resolvers.js";

const provide = (
  { db, config, bus, log, clientConnections }: ModuleHost,
  { alerts }: Pick<ModuleServices, "alerts">,
) => {
  alerts.alertClips.provide((rawAlertIds) => findAlertClipRequests(db, rawAlertIds));
  return {
    /** dashcam clips: the JT/T 808 gateway's media hooks, the FTP receiver (main.ts starts it), the service */
    media: createMedia(db, config, bus, log, clientConnections),
  };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    media: ReturnType<typeof provide>;
  }
}

export const mediaModule = defineModule({
  name: "media",
  dependsOn: ["alerts", "auth", "company", "fleet", "ingest", "positions"],
  provides: provide,
  resolvers: mediaResolvers,
  routes: async (app, { media }) => mediaRoutes(app, { media: media.service }),
  jobs: ({ media }) => ({ stop: () => media.stop() }),
});
