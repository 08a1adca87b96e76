import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function retentionResolvers({ retention }: Pick<AllModuleServices, "retention">): Resolvers {
  return {
    Query: {
      retentionSettings: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await retention.get(user) }));
      },
    },
    Mutation: {
      updateRetentionSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await retention.update(user, input, ctx.language) }));
      },
    },
  };
}
