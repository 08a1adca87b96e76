import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { uploadRoutes } from "./upload.routes.js";
import { createUploadStore } from "./uploadStore.js";

const provide = ({ config, db }: ModuleHost) => ({
  /** images and videos: the platform console's (announcements, banners) and the modules' (receipts, PODs, tickets) */
  uploads: createUploadStore(config.dataDir, db),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    uploads: ReturnType<typeof provide>;
  }
}

export const uploadsModule = defineModule({
  name: "uploads",
  dependsOn: ["auth", "company"],
  provides: provide,
  routes: async (app, { uploads }) => uploadRoutes(app, { store: uploads }),
});
