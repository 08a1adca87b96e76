import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const messagingResolvers: Resolvers = {
  Query: {
    emailMessages: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.email.list(user, filter, ctx.language));
    },
    whatsappMessages: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.whatsapp.list(user, filter, ctx.language));
    },
  },
  Mutation: {
    resendWhatsAppMessage: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => ({ data: await ctx.services.whatsapp.resend(user, input, ctx.language) }),
        "WhatsAppRequeued",
      );
    },
  },
};
