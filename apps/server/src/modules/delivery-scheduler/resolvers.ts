import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function deliverySchedulerResolvers({
  deliveryScheduler: { templates },
}: Pick<AllModuleServices, "deliveryScheduler">): Resolvers {
  return {
    Query: {
      deliveryTemplates: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => templates.list(user, filter, ctx.language));
      },
      scheduleOccurrences: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await templates.preview(user, input, ctx.language) }));
      },
    },
    Mutation: {
      createDeliveryTemplate: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await templates.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDeliveryTemplate: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await templates.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      setDeliveryTemplateStatus: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await templates.setStatus(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteDeliveryTemplate: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await templates.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      generateDeliveryTemplateOrders: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await templates.generateNow(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
