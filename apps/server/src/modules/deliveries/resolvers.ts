import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function deliveriesResolvers({ deliveries }: Pick<AllModuleServices, "deliveries">): Resolvers {
  const { deliveryOrders, fleetTasks, fleetAvailability, deliveryReport } = deliveries;
  return {
    Query: {
      deliveryOrders: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => deliveryOrders.list(user, filter, ctx.language));
      },
      deliveryOrder: (_root, { deliveryOrderId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await deliveryOrders.get(user, deliveryOrderId) }));
      },
      fleetTasks: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleetTasks.list(user, filter, ctx.language));
      },
      fleetTask: (_root, { fleetTaskId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await fleetTasks.get(user, fleetTaskId) }));
      },
      deliveryReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await deliveryReport.report(user, input, ctx.language) }));
      },
      fleetAvailability: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleetAvailability.board(user, input, ctx.language));
      },
    },
    Mutation: {
      createUnavailability: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetAvailability.createUnavailability(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteUnavailability: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetAvailability.deleteUnavailability(user, input, ctx.language) }),
          "Deleted",
        );
      },
      createDeliveryOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryOrders.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDeliveryOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryOrders.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteDeliveryOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryOrders.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      changeDeliveryOrderStatus: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryOrders.changeStatus(user, input, ctx.language) }),
          "Saved",
        );
      },
      createFleetTask: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetTasks.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateFleetTask: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetTasks.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteFleetTask: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetTasks.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      changeFleetTaskStatus: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetTasks.changeStatus(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
