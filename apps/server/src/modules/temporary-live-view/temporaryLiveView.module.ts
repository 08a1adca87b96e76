import { type LiveViewChangedEvent, topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { startArrivalWorker } from "./arrival/arrivalWorker.js";
import { startExpirySweeper } from "./links/expirySweeper.js";
import { createTemporaryLiveViewService } from "./links/temporaryLiveViewService.js";
import { temporaryLiveViewResolvers } from "./resolvers.js";
import { createPublicViewer } from "./viewer/createPublicViewer.js";
import { publicViewerRoutes } from "./viewer/publicViewer.routes.js";

/** The links' address, and the template of a consignee's "arrived" notice (only the Cloud API has templates). */
const arrivalNoticeSettings = ({ config }: ModuleHost) => ({
  publicUrl: config.publicUrl,
  receiptTemplate:
    config.whatsapp.provider === "meta-cloud" ? (config.whatsapp.receiptTemplate ?? null) : null,
});

function provide(host: ModuleHost) {
  const { db, bus, config, log } = host;
  return {
    temporaryLiveView: createTemporaryLiveViewService(db, {
      ...arrivalNoticeSettings(host),
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
  dependsOn: ["audit", "auth", "company", "fleet", "geofences", "messaging", "positions"],
  provides: provide,
  resolvers: (own, { audit }) => temporaryLiveViewResolvers({ ...own, audit: audit.audit }),
  routes: async (app, { publicViewer, temporaryLiveViewSockets }) =>
    publicViewerRoutes(app, { service: publicViewer, hub: temporaryLiveViewSockets }),
  jobs({ temporaryLiveViewSockets }, _deps, host) {
    const { db, bus, log } = host;
    const stopExpirySweeper = startExpirySweeper(db, log);
    const arrivalWorker = startArrivalWorker(db, bus, log, arrivalNoticeSettings(host));
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
