import type { Resolvers } from "../../generated/graphql.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Key management: for signed-in sessions only, so a key can never make or revoke keys. */
export function apiKeysResolvers({
  apiKeys,
  audit,
}: Pick<AllModuleServices, "apiKeys" | "audit">): Resolvers {
  return {
    Query: {
      apiKeys: (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({
          data: (await apiKeys.list(user)).map((key) => ({
            ...key,
            expiresOn: iso(key.expiresOn),
            createdOn: key.createdOn.toISOString(),
            revokedOn: iso(key.revokedOn),
            lastUsedOn: iso(key.lastUsedOn),
          })),
        }));
      },
      apiKeyCalls: (_root, { filter }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          const { rows, total, page, pageSize } = await apiKeys.calls(
            user,
            {
              apiKeyId: filter?.apiKeyId,
              page: filter?.pagination?.page,
              pageSize: filter?.pagination?.show,
            },
            ctx.language,
          );
          return {
            data: rows.map((row) => ({ ...row, calledOn: row.calledOn.toISOString() })),
            pagination: { total, page, show: pageSize },
          };
        });
      },
    },
    Mutation: {
      createApiKey: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          const created = await apiKeys.create(user, input, ctx.language);
          // the key's secret is shown once to its maker and never written to the log
          await audit.recordRequest(ctx.request, "api_key.create", {
            type: "api_key",
            id: created.id,
            label: input.name,
          });
          return { data: created };
        });
      },
      revokeApiKey: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          await apiKeys.revoke(user, input, ctx.language);
          await audit.recordRequest(ctx.request, "api_key.revoke", {
            type: "api_key",
            id: input.apiKeyId,
            label: `#${input.apiKeyId}`,
          });
          return {};
        });
      },
    },
  };
}
