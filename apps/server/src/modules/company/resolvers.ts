import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const companyResolvers: Resolvers = {
  Query: {
    company: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => ({ data: await ctx.services.company.read(user, filter) }));
    },
    companyCategories: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.company.categories(user, filter, ctx.language));
    },
  },
  Mutation: {
    updateCompany: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.company.update(user, input, ctx.language) }),
        "Saved",
      );
    },
    createCompanyCategory: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.company.createCategory(user, input, ctx.language) }),
        "Saved",
      );
    },
    deleteBankAccount: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.company.deleteBankAccount(user, input, ctx.language) }),
        "Deleted",
      );
    },
  },
};
