import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function controlTowerResolvers({ controlTower }: Pick<AllModuleServices, "controlTower">): Resolvers {
  const { service } = controlTower;
  return {
    Query: {
      controlTowerExceptions: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => service.list(user, filter, ctx.language));
      },
      controlTowerCounts: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.counts(user) }));
      },
      controlTowerSettings: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.settings(user) }));
      },
    },
    Mutation: {
      takeControlTowerException: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.take(user, input, ctx.language) }));
      },
      updateControlTowerException: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.update(user, input, ctx.language) }));
      },
      saveControlTowerSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.saveSettings(user, input, ctx.language) }));
      },
    },
  };
}
