import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function driverScoreResolvers({ driverScores }: Pick<AllModuleServices, "driverScores">): Resolvers {
  return {
    Query: {
      DriverScores: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => driverScores.list(user, filter, ctx.language));
      },
      DriverScore: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => driverScores.get(user, filter, ctx.language));
      },
      AlertDetailDriverScores: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => driverScores.alerts(user, filter, ctx.language));
      },
      myDriverHome: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => driverScores.home(user, ctx.language));
      },
    },
  };
}
