import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDocumentService } from "./documentService.js";
import { documentsResolvers } from "./resolvers.js";
import { createVehicleDocumentAlerts } from "./vehicleDocumentAlerts.js";

const provide = ({ db }: ModuleHost) => ({
  documents: createDocumentService(db),
  vehicleDocumentAlerts: createVehicleDocumentAlerts(db),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    documents: ReturnType<typeof provide>;
  }
}

/** Vehicle and driver documents (issue 34): the /license/ screen, type rules and the assigning block. */
export const documentsModule = defineModule({
  name: "documents",
  dependsOn: ["auth", "company", "fleet"],
  provides: provide,
  resolvers: documentsResolvers,
});
