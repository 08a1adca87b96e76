import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function temporaryLiveViewResolvers({
  temporaryLiveView,
  audit,
}: Pick<AllModuleServices, "temporaryLiveView" | "audit">): Resolvers {
  return {
    Query: {
      temporaryLiveView: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({
          data: await temporaryLiveView.get(user, filter, ctx.language),
        }));
      },
      TemporaryLiveViewsPaginated: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => temporaryLiveView.list(user, filter, ctx.language));
      },
    },
    Mutation: {
      createTemporaryLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const created = await temporaryLiveView.create(user, input, ctx.language);
            await audit.recordRequest(
              ctx.request,
              "live_link.create",
              { type: "live_link", id: created.temporaryLvId, label: input.name },
              { minutes: input.duration, vehicles: input.vehicleIds.length },
            );
            return { temporaryLiveView: created };
          },
          "TemporaryLiveViewSaved",
        );
      },
      updateTemporaryLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const updated = await temporaryLiveView.update(user, input, ctx.language);
            await audit.recordRequest(
              ctx.request,
              "live_link.extend",
              { type: "live_link", id: input.temporaryLvId, label: input.newData.name },
              { minutes: input.newData.duration },
            );
            return updated;
          },
          "TemporaryLiveViewSaved",
        );
      },
      DeleteTemporaryLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => {
            const removed = await temporaryLiveView.remove(user, input, ctx.language);
            await audit.recordRequest(ctx.request, "live_link.end", {
              type: "live_link",
              id: input.temporaryLvId,
              label: `#${input.temporaryLvId}`,
            });
            return removed;
          },
          "Deleted",
        );
      },
      UpsertContactLocationToTempLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          () => temporaryLiveView.upsertContactLocation(user, input, ctx.language),
          "Saved",
        );
      },
    },
  };
}
