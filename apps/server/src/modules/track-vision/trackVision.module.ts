import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createLiveStreams } from "./liveStreams.js";
import { liveVideoRoutes } from "./liveVideo.routes.js";
import { createPlaybacks } from "./playbacks.js";
import { trackVisionResolvers } from "./resolvers.js";
import { createVideoMedia } from "./videoMedia.js";
import { createVideoViews } from "./videoViews.js";

const provide = (
  { db, bus, log, liveStreamTiming }: ModuleHost,
  { media, ingest }: Pick<ModuleServices, "media" | "ingest">,
) => {
  const logger = log.child({ module: "track-vision" });
  /** the dashcams' video on the ingest module's JT/T 1078 media port, or relayed from another instance's */
  const video = createVideoMedia({ bus, mediaPort: ingest.mediaPort, logger });
  return {
    videoRelay: video,
    /** live video from the dashcams */
    liveStreams: createLiveStreams(db, {
      mediaPort: ingest.mediaPort,
      video: video.media,
      dashcams: media.media.dashcams,
      logger,
      timing: liveStreamTiming,
    }),
    /** playback of the dashcams' cards: their recorded files, and a playback per viewer */
    playbacks: createPlaybacks(db, {
      mediaPort: ingest.mediaPort,
      video: video.media,
      dashcams: media.media.dashcams,
      logger,
    }),
    /** who watched what (video_views) and the company's monthly video minutes */
    videoViews: createVideoViews(db, { logger, checkMs: liveStreamTiming?.quotaCheckMs }),
  };
};

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
  jobs: async ({ videoRelay, liveStreams, playbacks, videoViews }) => {
    await videoViews.startChecks();
    return {
      stop: async () => {
        // the running views end now, before their sockets close
        await videoViews.stop();
        liveStreams.stop();
        playbacks.stop();
        videoRelay.stop();
      },
    };
  },
});
