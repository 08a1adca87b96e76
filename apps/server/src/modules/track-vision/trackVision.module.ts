import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createLiveStreams } from "./liveStreams.js";
import { liveVideoRoutes } from "./liveVideo.routes.js";
import { createPlaybacks } from "./playbacks.js";
import { trackVisionResolvers } from "./resolvers.js";
import { createVideoViews } from "./videoViews.js";

const provide = (
  { db, log, liveStreamTiming }: ModuleHost,
  { media, ingest }: Pick<ModuleServices, "media" | "ingest">,
) => ({
  /** live video from the dashcams, over the ingest module's JT/T 1078 media port */
  liveStreams: createLiveStreams(db, {
    mediaPort: ingest.mediaPort,
    dashcams: media.media.dashcams,
    logger: log.child({ module: "track-vision" }),
    timing: liveStreamTiming,
  }),
  /** playback of the dashcams' cards: their recorded files, and a playback per viewer over the same media port */
  playbacks: createPlaybacks(db, {
    mediaPort: ingest.mediaPort,
    dashcams: media.media.dashcams,
    logger: log.child({ module: "track-vision" }),
  }),
  /** who watched what (video_views) and the company's monthly video minutes */
  videoViews: createVideoViews(db, {
    logger: log.child({ module: "track-vision" }),
    checkMs: liveStreamTiming?.quotaCheckMs,
  }),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "track-vision": ReturnType<typeof provide>;
  }
}

export const trackVisionModule = defineModule({
  name: "track-vision",
  dependsOn: ["auth", "company", "fleet", "ingest", "media"],
  provides: provide,
  resolvers: trackVisionResolvers,
  routes: async (app, { liveStreams, playbacks, videoViews }) =>
    liveVideoRoutes(app, { liveStreams, playbacks, videoViews }),
  jobs: async ({ liveStreams, playbacks, videoViews }) => {
    await videoViews.startChecks();
    return {
      stop: async () => {
        // the running views end now, before their sockets close
        await videoViews.stop();
        liveStreams.stop();
        playbacks.stop();
      },
    };
  },
});
