import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

/** The caller's own browsers only: no access key, a session. */
export const pushResolvers: Resolvers = {
  Query: {
    pushPublicKey: async (_root, _args, ctx) => {
      requireUser(ctx);
      return respond(ctx, async () => ({ data: await ctx.services.push.publicKey() }));
    },
  },
  Mutation: {
    registerPushToken: async (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => {
          await ctx.services.push.register(user, input, ctx.language);
          return {};
        },
        "Saved",
      );
    },
    unregisterPushToken: async (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        await ctx.services.push.unregister(user, input, ctx.language);
        return {};
      });
    },
  },
};
