import { requireKey } from "../../http/requireKeys.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { imageUploadRoute } from "../uploads/index.js";
import { createInvoiceService } from "./invoiceService.js";
import { createInvoiceSettingsService } from "./invoiceSettingsService.js";
import { invoiceRoutes } from "./invoices.routes.js";
import { createRateCardService } from "./rateCardService.js";
import { invoicesResolvers } from "./resolvers.js";

function provide({ db }: ModuleHost, { uploads }: Pick<ModuleServices, "uploads">) {
  const rateCards = createRateCardService(db);
  return {
    invoices: {
      rateCards,
      invoices: createInvoiceService(db, rateCards),
      settings: createInvoiceSettingsService(db, uploads.uploads),
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    invoices: ReturnType<typeof provide>;
  }
}

/**
 * Invoices of delivered orders (issue 36): rate cards, settings (with the logo, POST /api/invoices/uploads, private to
 * the company), drafts (PPh 23 as on the customer's last invoice), issue, paid, cancel; the /invoice/ screen, PDF
 * (optionally with the orders' proofs of delivery appended), XLSX.
 */
export const invoicesModule = defineModule({
  name: "invoices",
  dependsOn: ["audit", "auth", "company", "deliveries", "feature-flags", "fleet", "reports", "uploads"],
  provides: provide,
  resolvers: invoicesResolvers,
  routes: async (app, { invoices }, { audit, uploads }, { db }) => {
    imageUploadRoute(
      app,
      uploads.uploads,
      "/api/invoices/uploads",
      (user) => requireKey(user, "tms-integration-accurate:update"),
      { readKey: "tms-integration-accurate:read" },
    );
    await invoiceRoutes(app, {
      db,
      invoices: invoices.invoices,
      uploads: uploads.uploads,
      audit: audit.audit,
    });
  },
});
