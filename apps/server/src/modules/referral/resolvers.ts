import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

/** The referral program; the service checks referal_program:read and company 1449. */
export function referralResolvers({ referrals }: Pick<AllModuleServices, "referrals">): Resolvers {
  return {
    Query: {
      referralProgram: async (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await referrals.program(user) }));
      },
    },
    Mutation: {
      referCompany: async (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await referrals.refer(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
