import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function positionResolvers({ positions }: Pick<AllModuleServices, "positions">): Resolvers {
  return {
    Query: {
      routeHistory: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await positions.routeHistory(user, filter, ctx.language),
        }));
      },
      fleetSummary: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await positions.fleetSummary(user) }));
      },
      companyMapArea: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await positions.companyMapArea(user) }));
      },
    },
  };
}
