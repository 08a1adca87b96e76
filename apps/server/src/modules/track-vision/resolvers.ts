import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { Playbacks } from "./playbacks.js";
import type { VideoViews } from "./videoViews.js";

const usageView = (usage: Awaited<ReturnType<VideoViews["usageOf"]>>) => ({
  ...usage,
  monthStart: usage.monthStart.toISOString(),
  monthEnd: usage.monthEnd.toISOString(),
});

export function trackVisionResolvers({
  playbacks,
  videoViews,
}: {
  playbacks: Playbacks;
  videoViews: VideoViews;
}): Resolvers {
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
      videoViews: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { data, pagination } = await videoViews.list(user, filter, ctx.language);
          return {
            data: data.map((view) => ({
              id: view.id,
              userId: view.userId,
              userName: view.userName,
              vehicleId: view.vehicleId,
              licensePlate: view.licensePlate,
              channel: view.channel,
              mode: view.mode,
              recordedStart: view.recordedStart?.toISOString() ?? null,
              recordedEnd: view.recordedEnd?.toISOString() ?? null,
              startedAt: view.startedAt.toISOString(),
              endedAt: view.endedAt?.toISOString() ?? null,
              secondsWatched: view.secondsWatched,
            })),
            pagination,
          };
        });
      },
      videoUsage: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: usageView(await videoViews.usageOf(user)) }));
      },
    },
    Mutation: {
      updateVideoSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: usageView(await videoViews.updateSettings(user, input, ctx.language)) }),
          "Saved",
        );
      },
    },
  };
}
