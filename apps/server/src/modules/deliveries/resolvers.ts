import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function deliveriesResolvers({ deliveries }: Pick<AllModuleServices, "deliveries">): Resolvers {
  const {
    deliveryOrders,
    fleetTasks,
    fleetAvailability,
    deliveryReport,
    salesOrders,
    deliveryRequests,
    consigneeLinksOf,
    statusHistoryOf,
  } = deliveries;
  return {
    DeliveryOrder: {
      // the parent was read in the caller's company
      consigneeLinks: (order, _args, ctx) => {
        const user = requireUser(ctx);
        return consigneeLinksOf(user.companyId, order.deliveryOrderId);
      },
      statusHistory: (order, _args, ctx) => {
        const user = requireUser(ctx);
        return statusHistoryOf(user.companyId, order.deliveryOrderId);
      },
    },
    Query: {
      salesOrders: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => salesOrders.list(user, filter, ctx.language));
      },
      salesOrder: (_root, { salesOrderId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await salesOrders.get(user, salesOrderId) }));
      },
      deliveryRequests: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => deliveryRequests.list(user, filter, ctx.language));
      },
      deliveryRequest: (_root, { deliveryRequestId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await deliveryRequests.get(user, deliveryRequestId) }));
      },
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
      updateUnavailability: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await fleetAvailability.updateUnavailability(user, input, ctx.language),
        }));
      },
      deleteUnavailability: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleetAvailability.deleteUnavailability(user, input, ctx.language) }),
          "Deleted",
        );
      },
      createSalesOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await salesOrders.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateSalesOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await salesOrders.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteSalesOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await salesOrders.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      changeSalesOrderStatus: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await salesOrders.changeStatus(user, input, ctx.language) }),
          "Saved",
        );
      },
      createDeliveryOrdersFromSalesOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await salesOrders.createDeliveryOrders(user, input, ctx.language) }),
          "Saved",
        );
      },
      createDeliveryRequest: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryRequests.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      approveDeliveryRequest: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryRequests.approve(user, input, ctx.language) }),
          "Saved",
        );
      },
      rejectDeliveryRequest: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await deliveryRequests.reject(user, input, ctx.language) }),
          "Saved",
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
