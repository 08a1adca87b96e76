import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function remindersResolvers({ reminders }: Pick<AllModuleServices, "reminders">): Resolvers {
  const { settings } = reminders;
  return {
    Query: {
      reminderSettings: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await settings.get(user) }));
      },
      reminderRecipientOptions: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await settings.recipientOptions(user) }));
      },
      sentReminders: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => settings.sent(user, filter, ctx.language));
      },
    },
    Mutation: {
      updateReminderSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await settings.update(user, input, ctx.language) }));
      },
    },
  };
}
