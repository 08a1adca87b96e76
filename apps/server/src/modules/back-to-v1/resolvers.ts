import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const backToV1Resolvers: Resolvers = {
  Mutation: {
    backToVsmsV1: async (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      const result = await respond(ctx, async () => ({
        redirect: await ctx.services.backToV1.request(user, input, ctx.language),
      }));
      const { redirect, ...envelope } = result;
      return redirect ? { ...envelope, message: redirect } : envelope;
    },
  },
};
