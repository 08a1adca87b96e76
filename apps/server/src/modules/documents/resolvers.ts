import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function documentsResolvers({
  documents,
  vehicleDocumentAlerts,
}: Pick<AllModuleServices, "documents" | "vehicleDocumentAlerts">): Resolvers {
  const service = documents;
  return {
    Vehicle: {
      // the parent vehicle was already scoped to the caller's company by the query that loaded it
      documentAlerts: (vehicle, _args, ctx) =>
        vehicleDocumentAlerts.forVehicle(requireUser(ctx), ctx.request, vehicle.id),
    },
    Query: {
      documents: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => service.list(user, filter, ctx.language));
      },
      documentSettings: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.settings(user) }));
      },
    },
    Mutation: {
      createDocument: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.create(user, input, ctx.language) }), "Saved");
      },
      updateDocument: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => ({ data: await service.update(user, input, ctx.language) }), "Saved");
      },
      deleteDocument: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await service.remove(user, input, ctx.language) }),
          "Deleted",
        );
      },
      updateDocumentSettings: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await service.updateSettings(user, input, ctx.language) }),
          "Saved",
        );
      },
    },
  };
}
