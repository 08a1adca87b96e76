import { type LiveViewChangedEvent, topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { startArrivalWorker } from "./arrival/arrivalWorker.js";
import { startExpirySweeper } from "./links/expirySweeper.js";
import { createTemporaryLiveViewService } from "./links/temporaryLiveViewService.js";
import { temporaryLiveViewResolvers } from "./resolvers.js";
import { createPublicViewer } from "./viewer/createPublicViewer.js";
import { publicViewerRoutes } from "./viewer/publicViewer.routes.js";

function provide({ db, config, bus, log }: ModuleHost) {
  return {
    temporaryLiveView: createTemporaryLiveViewService(db, {
      publicUrl: config.publicUrl,
      changed: (companyId, temporaryLvId) =>
        bus.publish<LiveViewChangedEvent>(topics.liveViewChanges(companyId), { temporaryLvId }),
    }),
    /** publicViewer and its /ws/live-track hub, temporaryLiveViewSockets */
    ...createPublicViewer(db, bus, log, {
      maxSockets: config.connectionLimits.publicSockets,
      maxSocketsPerLink: config.connectionLimits.publicSocketsPerLink,
    }),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "temporary-live-view": ReturnType<typeof provide>;
  }
}

export const temporaryLiveViewModule = defineModule({
  name: "temporary-live-view",
  dependsOn: ["auth", "company", "fleet", "geofences", "messaging", "positions"],
  provides: provide,
  resolvers: temporaryLiveViewResolvers,
  routes: async (app, { publicViewer, temporaryLiveViewSockets }) =>
    publicViewerRoutes(app, { service: publicViewer, hub: temporaryLiveViewSockets }),
  jobs({ temporaryLiveViewSockets }, _deps, { db, bus, config, log }) {
    const stopExpirySweeper = startExpirySweeper(db, log);
    const arrivalWorker = startArrivalWorker(db, bus, log, { publicUrl: config.publicUrl });
    return {
      arrivalWorker,
      async stop() {
        await stopExpirySweeper();
        await arrivalWorker.stop();
        temporaryLiveViewSockets.close();
      },
    };
  },
});
