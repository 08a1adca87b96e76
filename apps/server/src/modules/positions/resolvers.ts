import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const positionResolvers: Resolvers = {
  Query: {
    routeHistory: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({
        data: await ctx.services.positions.routeHistory(user, filter, ctx.language),
      }));
    },
    fleetSummary: (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({ data: await ctx.services.positions.fleetSummary(user) }));
    },
    companyMapArea: (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({ data: await ctx.services.positions.companyMapArea(user) }));
    },
  },
};
