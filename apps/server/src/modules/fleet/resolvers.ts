import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { selectedFields } from "../../graphql/selectedFields.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

const vehicleTarget = (vehicle: { id: number; licensePlate: string }) => ({
  type: "vehicle",
  id: vehicle.id,
  label: vehicle.licensePlate,
});

export function fleetResolvers({ fleet, audit }: Pick<AllModuleServices, "fleet" | "audit">): Resolvers {
  return {
    Query: {
      vehicles: (_root, { filter }, ctx, info) => {
        const user = requireUser(ctx);
        const include = selectedFields(info, ["data"]);
        return respond(ctx, () => fleet.vehicles.list(user, filter, ctx.language, include));
      },
      vehiclesPaginated: (_root, { filter }, ctx, info) => {
        const user = requireUser(ctx);
        const include = selectedFields(info, ["data"]);
        return respond(ctx, () => fleet.vehicles.paginated(user, filter, ctx.language, include));
      },
      vehicle: (_root, { filter }, ctx, info) => {
        const user = requireUser(ctx);
        const include = selectedFields(info, ["data"]);
        return respond(ctx, async () => ({
          data: await fleet.vehicles.get(user, filter, ctx.language, include),
        }));
      },
      vehicleAuditLogs: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicles.auditLogs(user, filter, ctx.language));
      },
      vehiclesFilter: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicles.options(user, filter, ctx.language));
      },
      vehicleStatuses: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicles.statuses(user, filter, ctx.language));
      },
      vehicleTypes: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicleTypes.list(user, filter, ctx.language));
      },
      vehicleType: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await fleet.vehicleTypes.get(user, filter, ctx.language),
        }));
      },
      fuelTypes: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicleTypes.fuelTypes(user));
      },
      devices: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.devices.list(user, filter, ctx.language));
      },
      deviceMoves: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.devices.moves(user, filter, ctx.language));
      },
      drivers: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.drivers.list(user, filter, ctx.language));
      },
      driverAssignments: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.driverAssignments.list(user, filter, ctx.language));
      },
      vgroups: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vgroups.list(user, filter, ctx.language));
      },
    },
    Mutation: {
      createDriver: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.drivers.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDriver: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.drivers.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDriverCard: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.drivers.updateCard(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDriverAssignment: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.driverAssignments.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteDriverAssignment: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.driverAssignments.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      createVehicle: (_root, { input }, ctx, info) => {
        const user = requireUser(ctx);
        const include = selectedFields(info, ["data"]);
        return respond(
          ctx,
          async () => {
            const vehicle = await fleet.vehicles.create(user, input, ctx.language, include);
            await audit.recordRequest(ctx.request, "vehicle.create", vehicleTarget(vehicle));
            return { data: vehicle };
          },
          "Saved",
        );
      },
      updateVehicle: (_root, { input }, ctx, info) => {
        const user = requireUser(ctx);
        const include = selectedFields(info, ["data"]);
        return respond(
          ctx,
          async () => {
            const vehicle = await fleet.vehicles.update(user, input, ctx.language, include);
            await audit.recordRequest(ctx.request, "vehicle.update", vehicleTarget(vehicle));
            return { data: vehicle };
          },
          "Saved",
        );
      },
      deleteVehicle: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const vehicle = await fleet.vehicles.remove(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "vehicle.delete", vehicleTarget(vehicle));
            return { data: vehicle };
          },
          "Deleted",
        );
      },
      updateVehicles: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => fleet.vehicles.bulkUpdate(user, input, ctx.language), "Saved");
      },
      createVehicleType: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.vehicleTypes.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateVehicleType: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.vehicleTypes.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      createDevice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.devices.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateDevice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.devices.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteDevice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.devices.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      moveDevice: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.devices.move(user, input, ctx.language) }),
          "Saved",
        );
      },
      createVgroup: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.vgroups.create(user, input, ctx.language) }),
          "Saved",
        );
      },
      updateVgroup: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.vgroups.update(user, input, ctx.language) }),
          "Saved",
        );
      },
      deleteVgroup: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await fleet.vgroups.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
    },
  };
}
