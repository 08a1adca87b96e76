import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function messagingResolvers({
  email,
  whatsapp,
}: Pick<AllModuleServices, "email" | "whatsapp">): Resolvers {
  return {
    Query: {
      emailMessages: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => email.list(user, filter, ctx.language));
      },
      whatsappMessages: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => whatsapp.list(user, filter, ctx.language));
      },
    },
    Mutation: {
      resendWhatsAppMessage: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await whatsapp.resend(user, input, ctx.language) }),
          "WhatsAppRequeued",
        );
      },
    },
  };
}
