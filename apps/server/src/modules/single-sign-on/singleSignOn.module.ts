import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { singleSignOnResolvers } from "./resolvers.js";
import { singleSignOnRoutes } from "./singleSignOn.routes.js";
import { createSsoService } from "./ssoService.js";

function provide({ db, config, log }: ModuleHost, { auth }: Pick<ModuleServices, "auth">) {
  const sso = createSsoService(db, {
    publicUrl: config.publicUrl,
    allowLocalHttp: config.ssoAllowLocalHttp,
    startSession: (userId, client) => auth.auth.startSession(userId, client, { method: "sso" }),
    log,
  });
  auth.passwordSignInChecks.add(sso.checkPasswordSignIn);
  return { sso };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "single-sign-on": ReturnType<typeof provide>;
  }
}

/** Single sign-on with a company's OpenID Connect provider (issue 39). */
export const singleSignOnModule = defineModule({
  name: "single-sign-on",
  dependsOn: ["auth", "company"],
  provides: provide,
  resolvers: singleSignOnResolvers,
  routes: async (app, { sso }, _deps, { config }) =>
    singleSignOnRoutes(app, { sso, publicUrl: config.publicUrl }),
});
