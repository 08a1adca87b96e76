import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const geofenceResolvers: Resolvers = {
  Query: {
    Geofences: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.geofences.list(user, filter, ctx.language));
    },
    geofence: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.geofences.get(user, filter, ctx.language),
      }));
    },
  },
  Mutation: {
    createGeofence: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.geofences.create(user, input, ctx.language) }),
        "Saved",
      );
    },
    updateGeofence: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.geofences.update(user, input, ctx.language) }),
        "Saved",
      );
    },
    deleteGeofence: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.geofences.remove(user, input, ctx.language) }),
        "Deleted",
      );
    },
  },
};
