import { DOCUMENT_SCAN_TYPES } from "@armada/domain";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { fileUploadRoute } from "../uploads/index.js";
import { createDocumentService } from "./documentService.js";
import { DOCUMENT_SCAN_UPLOAD_KEY, requireDocumentScanUploadKey } from "./documentsAccess.js";
import { documentsResolvers } from "./resolvers.js";
import { createVehicleDocumentAlerts } from "./vehicleDocumentAlerts.js";

const provide = ({ db }: ModuleHost, { uploads }: Pick<ModuleServices, "uploads">) => ({
  documents: createDocumentService(db, uploads.uploads),
  vehicleDocumentAlerts: createVehicleDocumentAlerts(db),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    documents: ReturnType<typeof provide>;
  }
}

/**
 * Vehicle and driver documents (issue 34): the /license/ screen, type rules and the assigning block; scans (images,
 * PDFs) through POST /api/documents/uploads, private to the company's document readers.
 */
export const documentsModule = defineModule({
  name: "documents",
  dependsOn: ["auth", "company", "fleet", "uploads"],
  provides: provide,
  resolvers: documentsResolvers,
  routes: async (app, _services, { uploads }) => {
    fileUploadRoute(
      app,
      uploads.uploads,
      "/api/documents/uploads",
      DOCUMENT_SCAN_TYPES,
      requireDocumentScanUploadKey,
      { readKey: DOCUMENT_SCAN_UPLOAD_KEY },
    );
  },
});
