import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { profileRoutes } from "./profile.routes.js";
import { createProfileService } from "./profileService.js";
import { profileResolvers } from "./resolvers.js";
import { readableBodies } from "./verificationMessages.js";

function provide({ db, config }: ModuleHost, { messaging }: Pick<ModuleServices, "auth" | "messaging">) {
  messaging.useReadableBodies(readableBodies);
  return { profile: createProfileService(db, { publicUrl: config.publicUrl }) };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    profile: ReturnType<typeof provide>;
  }
}

export const profileModule = defineModule({
  name: "profile",
  dependsOn: ["auth", "messaging"],
  provides: provide,
  resolvers: ({ profile }, { auth }) => profileResolvers({ profile, auth: auth.auth }),
  routes: async (app, { profile }) => profileRoutes(app, { profile }),
});
