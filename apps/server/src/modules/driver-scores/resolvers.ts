import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const driverScoreResolvers: Resolvers = {
  Query: {
    DriverScores: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.driverScores.list(user, filter, ctx.language));
    },
    DriverScore: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.driverScores.get(user, filter, ctx.language));
    },
    AlertDetailDriverScores: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.driverScores.alerts(user, filter, ctx.language));
    },
    myDriverHome: (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.driverScores.home(user, ctx.language));
    },
  },
};
