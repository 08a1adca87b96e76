import { requireKey } from "../../http/requireKeys.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { imageUploadRoute } from "../uploads/index.js";
import { COMPANY_TICKET_READ, createCompanyTicketService } from "./companyTicketService.js";
import { createMarketplaceService } from "./marketplaceService.js";
import { companyTicketResolvers } from "./resolvers.js";

function provide({ db, config }: ModuleHost) {
  const tickets = createCompanyTicketService(db, { publicUrl: config.publicUrl });
  return { companyTickets: { tickets, marketplace: createMarketplaceService(tickets) } };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "company-ticket": ReturnType<typeof provide>;
  }
}

/**
 * Company tickets (issue 38): a company's support tickets to Armada's platform team with screenshots, a reply thread
 * and the referenced vehicle's health; the platform console answers them; the marketplace's requests open them.
 * POST /api/company-ticket/uploads stores a screenshot (the platform console uploads through its own route).
 */
export const companyTicketModule = defineModule({
  name: "company-ticket",
  dependsOn: ["auth", "company", "fleet", "messaging", "push", "uploads"],
  provides: provide,
  resolvers: companyTicketResolvers,
  routes: async (app, _own, { uploads }) => {
    imageUploadRoute(app, uploads.uploads, "/api/company-ticket/uploads", (user) =>
      requireKey(user, COMPANY_TICKET_READ),
    );
  },
});
