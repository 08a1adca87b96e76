import { requireKey } from "../../http/requireKeys.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { requirePlatformAdmin } from "../auth/index.js";
import { imageUploadRoute } from "../uploads/index.js";
import { COMPANY_TICKET_READ, createCompanyTicketService } from "./companyTicketService.js";
import { createMarketplaceService } from "./marketplaceService.js";
import { companyTicketResolvers } from "./resolvers.js";

function provide({ db, config }: ModuleHost, { uploads }: Pick<ModuleServices, "uploads">) {
  const tickets = createCompanyTicketService(db, { publicUrl: config.publicUrl, uploads: uploads.uploads });
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
 * POST /api/company-ticket/uploads stores a screenshot, private to the company's ticket readers and the platform team
 * (a ticket names only its company's own); POST /api/console/company-tickets/:ticketId/uploads stores a console
 * reply's image, private alike to the ticket's company (not through the console's public announcement route).
 */
export const companyTicketModule = defineModule({
  name: "company-ticket",
  dependsOn: ["auth", "company", "fleet", "messaging", "push", "uploads"],
  provides: provide,
  resolvers: companyTicketResolvers,
  routes: async (app, { companyTickets }, { uploads }) => {
    const ticketImage = { readKey: COMPANY_TICKET_READ, platformReads: true };
    // a plugin each: each image route registers its own raw-body parser
    await app.register(async (scope) =>
      imageUploadRoute(
        scope,
        uploads.uploads,
        "/api/company-ticket/uploads",
        (user) => requireKey(user, COMPANY_TICKET_READ),
        ticketImage,
      ),
    );
    await app.register(async (scope) =>
      imageUploadRoute(
        scope,
        uploads.uploads,
        "/api/console/company-tickets/:ticketId/uploads",
        requirePlatformAdmin,
        {
          ...ticketImage,
          companyOf: (request) =>
            companyTickets.tickets.consoleTicketCompany(
              request.auth,
              { ticketId: Number((request.params as { ticketId: string }).ticketId) },
              request.language,
            ),
        },
      ),
    );
  },
});
