import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const temporaryTrackingResolvers: Resolvers = {
  Query: {
    temporaryLiveView: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.temporaryTracking.get(user, filter, ctx.language),
      }));
    },
    TemporaryLiveViewsPaginated: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.temporaryTracking.list(user, filter, ctx.language));
    },
  },
  Mutation: {
    createTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({
          temporaryLiveView: await ctx.services.temporaryTracking.create(user, input, ctx.language),
        }),
        "TemporaryTrackingSaved",
      );
    },
    updateTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.temporaryTracking.update(user, input, ctx.language),
        "TemporaryTrackingSaved",
      );
    },
    DeleteTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.temporaryTracking.remove(user, input, ctx.language), "Deleted");
    },
    UpsertContactLocationToTempLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.temporaryTracking.upsertContactLocation(user, input, ctx.language),
        "Saved",
      );
    },
  },
};
