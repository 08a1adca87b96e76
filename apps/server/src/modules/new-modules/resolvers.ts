import type { Db } from "../../db/database.js";
import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { findNewModules } from "./newModuleRepository.js";

export function newModuleResolvers({ db }: { db: Db }): Resolvers {
  return {
    Query: {
      newModules: async (_root, _args, ctx) => {
        requireUser(ctx);
        return respond(ctx, async () => {
          const rows = await findNewModules(db, new Date());
          return { data: rows.map((row) => ({ path: row.path, newUntil: row.newUntil.toISOString() })) };
        });
      },
    },
  };
}
