import type { Resolvers } from "../../../generated/graphql.js";
import { requireUser } from "../../../graphql/guards.js";
import { respond } from "../../../graphql/respond.js";
import type { DriverTaskService } from "./driverTaskService.js";
import type { PhonePositionReports } from "./phonePositionReports.js";

const iso = (time: Date) => time.toISOString();

/** The driver's app (myFleetTasks, the driver's actions and their phone's positions), a task's stop outcomes and the POD setting. */
export function driverResolvers(
  driverTasks: DriverTaskService,
  phonePositions: PhonePositionReports,
): Resolvers {
  return {
    Query: {
      myFleetTasks: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => driverTasks.myTasks(user));
      },
      podRequirements: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await driverTasks.getPodRequirements(user) }));
      },
    },
    Mutation: {
      reportMyPositions: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => phonePositions.report(user, input, ctx.language));
      },
      startMyFleetTask: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.start(user, input, ctx.language) }),
          "Saved",
        );
      },
      endMyFleetTask: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.end(user, input, ctx.language) }),
          "Saved",
        );
      },
      arriveAtStop: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.arrive(user, input, ctx.language) }),
          "Saved",
        );
      },
      deliverStop: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.deliver(user, input, ctx.language) }),
          "Saved",
        );
      },
      failStop: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.fail(user, input, ctx.language) }),
          "Saved",
        );
      },
      updatePodRequirements: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await driverTasks.setPodRequirements(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
    FleetTask: {
      // the parent task was read under the caller's access (a planner's fleetTask, or the driver's own task)
      stopOutcomes: async (task, _args, ctx) => {
        const user = requireUser(ctx);
        const rows = await driverTasks.stopOutcomes(user, task.fleetTaskId);
        return rows.map((row) => ({
          stopId: row.stopId,
          outcome: row.outcome,
          photoUrl: row.photoUrl,
          signatureUrl: row.signatureUrl,
          receiverName: row.receiverName,
          notes: row.notes,
          failureReason: row.failureReason,
          happenedOn: iso(row.happenedOn),
          recordedByName: row.recordedByName,
        }));
      },
    },
  };
}
