import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { Playbacks } from "./playbacks.js";

export function trackVisionResolvers({ playbacks }: { playbacks: Playbacks }): Resolvers {
  return {
    Query: {
      recordedVideos: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const files = await playbacks.list(user, filter, ctx.language);
          return {
            data: files.map((file) => ({
              channel: file.channel,
              startTime: file.start?.toISOString() ?? null,
              endTime: file.end?.toISOString() ?? null,
              fileSize: file.sizeBytes,
              alarmFlagsHigh: file.alarmFlags[0],
              alarmFlagsLow: file.alarmFlags[1],
              streamType: file.streamType,
              storageType: file.storageType,
            })),
          };
        });
      },
    },
  };
}
