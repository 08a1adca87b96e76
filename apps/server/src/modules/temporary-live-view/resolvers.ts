import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const temporaryLiveViewResolvers: Resolvers = {
  Query: {
    temporaryLiveView: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.temporaryLiveView.get(user, filter, ctx.language),
      }));
    },
    TemporaryLiveViewsPaginated: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.temporaryLiveView.list(user, filter, ctx.language));
    },
  },
  Mutation: {
    createTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({
          temporaryLiveView: await ctx.services.temporaryLiveView.create(user, input, ctx.language),
        }),
        "TemporaryLiveViewSaved",
      );
    },
    updateTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.temporaryLiveView.update(user, input, ctx.language),
        "TemporaryLiveViewSaved",
      );
    },
    DeleteTemporaryLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.temporaryLiveView.remove(user, input, ctx.language), "Deleted");
    },
    UpsertContactLocationToTempLiveView: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        () => ctx.services.temporaryLiveView.upsertContactLocation(user, input, ctx.language),
        "Saved",
      );
    },
  },
};
