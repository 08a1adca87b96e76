import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import type { AllModuleServices } from "../../platform/composeModules.js";

export function callResolvers({ calls }: Pick<AllModuleServices, "calls">): Resolvers {
  return {
    Query: {
      activeDriverCalls: (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => calls.service.activeCalls(user));
      },
      driverCallLog: (_root, { filter }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => calls.service.callLog(user, filter, ctx.language));
      },
    },
    Mutation: {
      endDriverCall: (_root, { callId }, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, () => calls.service.endCall(user, callId));
      },
    },
  };
}
