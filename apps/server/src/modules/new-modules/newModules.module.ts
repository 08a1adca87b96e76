import { defineModule } from "../../platform/moduleDefinition.js";
import { newModuleResolvers } from "./resolvers.js";

const provide = () => ({});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "new-modules": ReturnType<typeof provide>;
  }
}

export const newModulesModule = defineModule({
  name: "new-modules",
  dependsOn: [],
  provides: provide,
  resolvers: (_own, _deps, { db }) => newModuleResolvers({ db }),
});
