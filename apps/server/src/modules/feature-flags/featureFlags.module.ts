import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { findCompanyFeatureFlags } from "./featureFlagRepository.js";

function provide({ db }: ModuleHost, { auth }: Pick<ModuleServices, "auth">) {
  auth.identityDetails.add(async (user) => {
    const flags = await findCompanyFeatureFlags(db, user.companyId);
    return { featureFlags: Object.entries(flags).map(([key, enabled]) => ({ key, enabled })) };
  });
  return {};
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "feature-flags": ReturnType<typeof provide>;
  }
}

export const featureFlagsModule = defineModule({
  name: "feature-flags",
  dependsOn: ["auth", "company"],
  provides: provide,
});
