import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createCompanyService } from "./companyService.js";
import { companyResolvers } from "./resolvers.js";

const provide = ({ db, bus }: ModuleHost) => ({ company: createCompanyService(db, bus) });

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    company: ReturnType<typeof provide>;
  }
}

export const companyModule = defineModule({
  name: "company",
  dependsOn: [],
  provides: provide,
  resolvers: companyResolvers,
});
