import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function deviceCommandResolvers({
  deviceCommands,
  audit,
}: Pick<AllModuleServices, "deviceCommands" | "audit">): Resolvers {
  return {
    Query: {
      deviceCommands: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => deviceCommands.history(user, filter, ctx.language));
      },
    },
    Mutation: {
      sendDeviceCommand: (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const sent = await deviceCommands.send(user, input, ctx.language);
          // the command's text and the device's answer stay in the command's own history (device_commands)
          await audit.recordRequest(
            ctx.request,
            "device_command.send",
            { type: "device_command", id: sent.data.id, label: sent.data.kind },
            { vehicleId: sent.data.vehicleId },
          );
          return sent;
        });
      },
    },
  };
}
