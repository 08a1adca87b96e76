import type { Resolvers } from "../../generated/graphql.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

/** The caller's own browsers only: no access key, a session. */
export function pushResolvers({ push }: Pick<AllModuleServices, "push">): Resolvers {
  return {
    Query: {
      pushPublicKey: async (_root, _args, ctx) => {
        requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await push.publicKey() }));
      },
    },
    Mutation: {
      registerPushToken: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await push.register(user, input, ctx.language);
            return {};
          },
          "Saved",
        );
      },
      unregisterPushToken: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          await push.unregister(user, input, ctx.language);
          return {};
        });
      },
    },
  };
}
