import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function costsResolvers({ costs }: Pick<AllModuleServices, "costs">): Resolvers {
  const { costEntries, fuelReports, fuelCalibrations } = costs;
  return {
    Query: {
      costEntries: (_root, args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => costEntries.list(user, args, ctx.language));
      },
      costSummary: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await costEntries.summary(user, filter, ctx.language) }));
      },
      fuelReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await fuelReports.report(user, input, ctx.language) }));
      },
      fuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await fuelCalibrations.get(user, input, ctx.language) }));
      },
    },
    Mutation: {
      createCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      saveFuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fuelCalibrations.save(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteFuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fuelCalibrations.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
    },
  };
}
