import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function routeOptimizationResolvers({
  routeOptimization,
}: Pick<AllModuleServices, "routeOptimization">): Resolvers {
  const { routePlans } = routeOptimization;
  return {
    Query: {
      routePlans: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => routePlans.list(user, filter, ctx.language));
      },
      routePlan: (_root, { routePlanId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await routePlans.get(user, routePlanId) }));
      },
    },
    Mutation: {
      createRoutePlan: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await routePlans.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      moveRoutePlanStop: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await routePlans.moveStop(user, input, ctx.language) }),
          "Saved",
        );
      },
      acceptRoutePlan: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await routePlans.accept(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
