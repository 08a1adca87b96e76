import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function companyResolvers({ company }: Pick<AllModuleServices, "company">): Resolvers {
  return {
    Query: {
      company: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await company.read(user, filter) }));
      },
      companyCategories: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => company.categories(user, filter, ctx.language));
      },
    },
    Mutation: {
      updateCompany: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await company.update(user, input, ctx.language) }), "Saved");
      },
      createCompanyCategory: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await company.createCategory(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteBankAccount: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await company.deleteBankAccount(user, input, ctx.language) }),
          "Deleted",
        );
      },
    },
  };
}
