import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createBackToV1Service, legacyAppUrlFor } from "./backToV1Service.js";
import { backToV1Resolvers } from "./resolvers.js";

function provide({ db, config }: ModuleHost, { auth }: Pick<ModuleServices, "auth">) {
  auth.identityDetails.add(async (user) => ({ legacyAppUrl: legacyAppUrlFor(user, config.legacyApp) }));
  return { backToV1: createBackToV1Service(db, config.legacyApp) };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "back-to-v1": ReturnType<typeof provide>;
  }
}

export const backToV1Module = defineModule({
  name: "back-to-v1",
  dependsOn: ["auth", "company"],
  provides: provide,
  resolvers: backToV1Resolvers,
});
