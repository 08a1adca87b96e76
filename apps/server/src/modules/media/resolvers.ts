import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const mediaResolvers: Resolvers = {
  Query: {
    findDownloadVideoHistories: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.media.service.downloadHistories(user, filter, ctx.language));
    },
    vehicleVideos: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.media.service.vehicleVideos(user, filter, ctx.language));
    },
  },
  Mutation: {
    requestVideoFileListUpdate: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.media.service.requestFileListUpdate(user, input, ctx.language),
        "Sent",
      );
    },
    setUploadMedia: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.media.service.setUploadMedia(user, input, ctx.language), "Sent");
    },
  },
};
