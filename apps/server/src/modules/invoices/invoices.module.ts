import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createInvoiceService } from "./invoiceService.js";
import { invoiceRoutes } from "./invoices.routes.js";
import { createRateCardService } from "./rateCardService.js";
import { invoicesResolvers } from "./resolvers.js";

function provide({ db }: ModuleHost) {
  const rateCards = createRateCardService(db);
  return { invoices: { rateCards, invoices: createInvoiceService(db, rateCards) } };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    invoices: ReturnType<typeof provide>;
  }
}

/** Invoices of delivered orders (issue 36): rate cards, drafts, issue, paid, cancel; the /invoice/ screen, PDF, XLSX. */
export const invoicesModule = defineModule({
  name: "invoices",
  dependsOn: ["auth", "company", "deliveries", "feature-flags", "fleet"],
  provides: provide,
  resolvers: invoicesResolvers,
  routes: async (app, { invoices }, _deps, { db }) => invoiceRoutes(app, { db, invoices: invoices.invoices }),
});
