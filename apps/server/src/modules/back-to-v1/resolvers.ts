import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function backToV1Resolvers({ backToV1 }: Pick<AllModuleServices, "backToV1">): Resolvers {
  return {
    Mutation: {
      backToVsmsV1: async (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        const result = await respond(ctx, async () => ({
          redirect: await backToV1.request(user, input, ctx.language),
        }));
        const { redirect, ...envelope } = result;
        return redirect ? { ...envelope, message: redirect } : envelope;
      },
    },
  };
}
