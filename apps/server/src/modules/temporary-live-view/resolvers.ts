import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function temporaryLiveViewResolvers({
  temporaryLiveView,
}: Pick<AllModuleServices, "temporaryLiveView">): Resolvers {
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
          async () => ({
            temporaryLiveView: await temporaryLiveView.create(user, input, ctx.language),
          }),
          "TemporaryLiveViewSaved",
        );
      },
      updateTemporaryLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          () => temporaryLiveView.update(user, input, ctx.language),
          "TemporaryLiveViewSaved",
        );
      },
      DeleteTemporaryLiveView: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => temporaryLiveView.remove(user, input, ctx.language), "Deleted");
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
