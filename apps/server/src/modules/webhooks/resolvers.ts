import type { Resolvers } from "../../generated/graphql.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { WebhookService } from "./webhookService.js";

/** Webhook management: for signed-in sessions only, like API keys. */
export function webhooksResolvers(webhooks: WebhookService): Resolvers {
  return {
    Query: {
      webhooks: (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({
          data: (await webhooks.list(user)).map((row) => ({
            ...row,
            createdOn: row.createdOn.toISOString(),
          })),
        }));
      },
      webhookDeliveries: (_root, { filter }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          const { rows, total, page, pageSize } = await webhooks.deliveries(
            user,
            { webhookId: filter.webhookId, page: filter.pagination?.page, pageSize: filter.pagination?.show },
            ctx.language,
          );
          return {
            data: rows.map(({ lastError, nextAttemptAt, ...row }) => ({
              ...row,
              error: lastError,
              createdOn: row.createdOn.toISOString(),
              updatedOn: row.updatedOn.toISOString(),
              nextAttemptOn: row.status === "queued" ? nextAttemptAt.toISOString() : null,
            })),
            pagination: { total, page, show: pageSize },
          };
        });
      },
    },
    Mutation: {
      createWebhook: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await webhooks.create(user, input, ctx.language) }));
      },
      setWebhookEnabled: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          await webhooks.setEnabled(user, input, ctx.language);
          return {};
        });
      },
      deleteWebhook: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => {
          await webhooks.remove(user, input, ctx.language);
          return {};
        });
      },
      sendWebhookTest: (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await webhooks.sendTest(user, input, ctx.language) }));
      },
    },
  };
}
