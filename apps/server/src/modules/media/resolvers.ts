import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function mediaResolvers({ media }: Pick<AllModuleServices, "media">): Resolvers {
  return {
    Query: {
      findDownloadVideoHistories: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => media.service.downloadHistories(user, filter, ctx.language));
      },
      vehicleVideos: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => media.service.vehicleVideos(user, filter, ctx.language));
      },
    },
    Mutation: {
      requestVideoFileListUpdate: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => media.service.requestFileListUpdate(user, input, ctx.language), "Sent");
      },
      setUploadMedia: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => media.service.setUploadMedia(user, input, ctx.language), "Sent");
      },
    },
  };
}
