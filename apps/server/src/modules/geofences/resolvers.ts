import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function geofenceResolvers({ geofences }: Pick<AllModuleServices, "geofences">): Resolvers {
  return {
    Query: {
      Geofences: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => geofences.list(user, filter, ctx.language));
      },
      geofence: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await geofences.get(user, filter, ctx.language),
        }));
      },
    },
    Mutation: {
      createGeofence: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await geofences.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateGeofence: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await geofences.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteGeofence: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await geofences.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
    },
  };
}
