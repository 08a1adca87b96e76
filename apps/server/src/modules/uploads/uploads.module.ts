import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { uploadRoutes } from "./upload.routes.js";
import { createUploadStore } from "./uploadStore.js";

const provide = ({ config }: ModuleHost) => ({
  /** images and videos uploaded in the platform console (announcements, banners) */
  uploads: createUploadStore(config.dataDir),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    uploads: ReturnType<typeof provide>;
  }
}

export const uploadsModule = defineModule({
  name: "uploads",
  dependsOn: ["auth"],
  provides: provide,
  routes: async (app, { uploads }) => uploadRoutes(app, { store: uploads }),
});
