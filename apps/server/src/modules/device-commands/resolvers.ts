import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function deviceCommandResolvers({
  deviceCommands,
}: Pick<AllModuleServices, "deviceCommands">): Resolvers {
  return {
    Query: {
      deviceCommands: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => deviceCommands.history(user, filter, ctx.language));
      },
    },
    Mutation: {
      sendDeviceCommand: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => deviceCommands.send(user, input, ctx.language));
      },
    },
  };
}
