import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function costsResolvers({ costs }: Pick<AllModuleServices, "costs">): Resolvers {
  const { costEntries, tco, fuelReports, fuelCalibrations, allowances, etollCards } = costs;
  return {
    Query: {
      costEntries: (_root, args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => costEntries.list(user, args, ctx.language));
      },
      costSummary: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await costEntries.summary(user, filter, ctx.language) }));
      },
      tcoSummary: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await tco.summary(user, input, ctx.language) }));
      },
      fuelReport: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await fuelReports.report(user, input, ctx.language) }));
      },
      fuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await fuelCalibrations.get(user, input, ctx.language) }));
      },
      driverAllowances: (_root, args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => allowances.list(user, args, ctx.language));
      },
      driverAllowance: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await allowances.get(user, input, ctx.language) }));
      },
      allowanceFleetTasks: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await allowances.fleetTasks(user, input, ctx.language) }));
      },
      etollCards: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await etollCards.list(user) }));
      },
      driverAllowanceBalances: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await allowances.balances(user) }));
      },
    },
    Mutation: {
      createCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteCostEntry: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await costEntries.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      setVehicleOwnershipCost: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await tco.setOwnershipCost(user, input, ctx.language) }),
          "Saved",
        );
      },
      saveFuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fuelCalibrations.save(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteFuelCalibration: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fuelCalibrations.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      createDriverAllowance: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await allowances.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      addAllowanceExpense: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await allowances.addExpense(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteAllowanceExpense: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await allowances.deleteExpense(user, input, ctx.language) }),
          "Deleted",
        );
      },
      settleDriverAllowance: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await allowances.settle(user, input, ctx.language) }),
          "Saved",
        );
      },
      createEtollCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await etollCards.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateEtollCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await etollCards.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteEtollCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await etollCards.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      cancelDriverAllowance: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await allowances.cancel(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
