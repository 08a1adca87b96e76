import { type SessionsEndedEvent, topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createOperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./authService.js";
import { createIdentityDetails } from "./identityDetails.js";
import { authResolvers } from "./resolvers.js";
import { hashSessionToken } from "./sessionRepository.js";

function provide({ db, config, bus, log }: ModuleHost) {
  const auth = createAuthService(db, {
    sessionTtlMs: config.sessionTtlMs,
    throttle: config.loginThrottle,
    addressThrottle: config.loginAddressThrottle,
    sessionsEnded: (tokenHashes) => bus.publish<SessionsEndedEvent>(topics.sessionsEnded, { tokenHashes }),
  });
  return {
    auth,
    /** the identity query's details, added by the modules above auth (feature flags, positions, back-to-v1) */
    identityDetails: createIdentityDetails(),
    /** the signed-in operators' sockets (/ws); the host registers their route after the socket guard */
    operatorSockets: createOperatorSocketHub(bus, log, {
      maxSockets: config.connectionLimits.operatorSockets,
      sessionExpiry: auth.sessionExpiry,
      hashSessionToken,
    }),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    auth: ReturnType<typeof provide>;
  }
}

export const authModule = defineModule({
  name: "auth",
  dependsOn: ["company"],
  provides: provide,
  resolvers: ({ identityDetails }, _deps, { db }) => authResolvers({ db, identityDetails }),
  routes: async (app, { auth }) => authRoutes(app, { auth }),
  jobs: ({ operatorSockets }) => ({ stop: () => operatorSockets.close() }),
});
