import { type SessionsEndedEvent, topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createOperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import { createAccountAudit } from "./accountAudit.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./authService.js";
import { createIdentityDetails } from "./identityDetails.js";
import { createPasswordSignInChecks } from "./passwordSignInChecks.js";
import { authResolvers } from "./resolvers.js";
import { hashSessionToken } from "./sessionRepository.js";
import { createTotpSecretCipher, loadTotpKey } from "./totpSecretCipher.js";
import { createUserAccountService } from "./userAccountService.js";

function provide({ db, config, bus, log }: ModuleHost, { audit }: Pick<ModuleServices, "audit">) {
  const passwordSignInChecks = createPasswordSignInChecks();
  const sessionsEnded = (tokenHashes: string[]) =>
    bus.publish<SessionsEndedEvent>(topics.sessionsEnded, { tokenHashes });
  const auth = createAuthService(db, {
    sessionTtlMs: config.sessionTtlMs,
    throttle: config.loginThrottle,
    addressThrottle: config.loginAddressThrottle,
    sessionsEnded,
    passwordSignInChecks,
    accountAudit: createAccountAudit(audit.audit),
    totpCipher: createTotpSecretCipher(loadTotpKey(config.secondFactor.totpEncryptionKey, config.dataDir)),
    relyingParty: config.secondFactor.webauthn,
  });
  return {
    auth,
    /** the company admin's users page (issue 39) */
    userAccounts: createUserAccountService(db, {
      publicUrl: config.publicUrl,
      auth,
      audit: audit.audit,
      sessionsEnded,
    }),
    /** refusals of a right password added by the modules above auth (single sign-on's "SSO only") */
    passwordSignInChecks,
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
  dependsOn: ["audit", "company"],
  provides: provide,
  resolvers: ({ auth, identityDetails, userAccounts }, { audit }, { db }) =>
    authResolvers({ db, auth, identityDetails, twoFactor: auth.twoFactor, audit: audit.audit, userAccounts }),
  routes: async (app, { auth, userAccounts }, { audit }) =>
    authRoutes(app, { auth, audit: audit.audit, userAccounts }),
  jobs: ({ operatorSockets }) => ({ stop: () => operatorSockets.close() }),
});
