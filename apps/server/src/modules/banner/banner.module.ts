import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { bannerRoutes } from "./banner.routes.js";
import { createBannerService } from "./bannerService.js";

const provide = ({ db }: ModuleHost) => ({ banners: createBannerService(db) });

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    banner: ReturnType<typeof provide>;
  }
}

export const bannerModule = defineModule({
  name: "banner",
  dependsOn: ["auth"],
  provides: provide,
  routes: async (app, { banners }) => bannerRoutes(app, { service: banners }),
});
