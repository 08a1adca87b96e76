import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function whatsappInboxResolvers({
  whatsappInbox,
}: Pick<AllModuleServices, "whatsappInbox">): Resolvers {
  const { inbox } = whatsappInbox;
  return {
    Query: {
      whatsappConversations: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => inbox.list(user, filter, ctx.language));
      },
      whatsappConversation: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await inbox.get(user, input, ctx.language) }));
      },
      whatsappInboxCounts: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await inbox.unread(user) }));
      },
      whatsappInboxNotices: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await inbox.notices(user) }));
      },
    },
    Mutation: {
      replyWhatsappConversation: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await inbox.reply(user, input, ctx.language) }),
          "WhatsAppReplyQueued",
        );
      },
      markWhatsappConversationRead: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await inbox.markRead(user, input, ctx.language) }));
      },
    },
  };
}
