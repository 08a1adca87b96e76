import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { findNewModules } from "./newModuleRepository.js";

export const newModuleResolvers: Resolvers = {
  Query: {
    newModules: async (_root, _args, ctx) => {
      requireUser(ctx);
      return respond(ctx, async () => {
        const rows = await findNewModules(ctx.services.db, new Date());
        return { data: rows.map((row) => ({ path: row.path, newUntil: row.newUntil.toISOString() })) };
      });
    },
  },
};
