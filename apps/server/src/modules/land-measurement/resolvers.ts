import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function landMeasurementResolvers({
  landMeasurement,
}: Pick<AllModuleServices, "landMeasurement">): Resolvers {
  return {
    Query: {
      landMeasurements: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => landMeasurement.list(user, filter, ctx.language));
      },
      landMeasurement: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await landMeasurement.get(user, input, ctx.language) }));
      },
      landMeasurementTrack: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await landMeasurement.track(user, filter, ctx.language) }));
      },
    },
    Mutation: {
      createLandMeasurement: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await landMeasurement.create(user, input, ctx.language) }));
      },
      renameLandMeasurement: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await landMeasurement.rename(user, input, ctx.language) }));
      },
      deleteLandMeasurement: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await landMeasurement.remove(user, input, ctx.language) }));
      },
    },
  };
}
