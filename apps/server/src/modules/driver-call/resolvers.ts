import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";

export const callResolvers: Resolvers = {
  Query: {
    activeDriverCalls: (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.calls.service.activeCalls(user));
    },
    driverCallLog: (_root, { filter }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.calls.service.callLog(user, filter, ctx.language));
    },
  },
  Mutation: {
    endDriverCall: (_root, { callId }, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, () => ctx.services.calls.service.endCall(user, callId));
    },
  },
};
