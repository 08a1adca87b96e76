import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function maintenanceResolvers({ maintenance }: Pick<AllModuleServices, "maintenance">): Resolvers {
  const { servicePlans, serviceOrders } = maintenance;
  return {
    Query: {
      servicePlans: (_root, { vehicleId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ list: await servicePlans.list(user, vehicleId) }));
      },
      servicePlanItems: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => servicePlans.items(user, filter, ctx.language));
      },
      serviceOrders: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => serviceOrders.list(user, filter, ctx.language));
      },
      serviceOrder: (_root, { serviceOrderId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await serviceOrders.get(user, serviceOrderId) }));
      },
    },
    Mutation: {
      createServicePlan: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await servicePlans.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateServicePlan: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await servicePlans.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteServicePlan: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await servicePlans.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      correctVehicleMeters: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await servicePlans.correctMeters(user, input, ctx.language) }),
          "Saved",
        );
      },
      createServiceOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await serviceOrders.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateServiceOrder: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await serviceOrders.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      changeServiceOrderStatus: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await serviceOrders.changeStatus(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
