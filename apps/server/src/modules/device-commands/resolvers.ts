import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const deviceCommandResolvers: Resolvers = {
  Query: {
    deviceCommands: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.deviceCommands.history(user, filter, ctx.language));
    },
  },
  Mutation: {
    sendDeviceCommand: (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.deviceCommands.send(user, input, ctx.language));
    },
  },
};
