import {
  findMarketplaceItem,
  type Language,
  marketplaceTicketCategory,
  TICKET_PRIORITIES,
} from "@armada/domain";
import { z } from "zod";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import type { CompanyTicketService } from "./companyTicketService.js";

export const MARKETPLACE_READ = "marketplace:read";

const requestMarketplaceItemInputSchema = z.object({
  itemId: z.string().trim().min(1).max(60),
  /** what the company wants (how many vehicles, when) */
  note: z.string().trim().max(1000).nullish(),
});

/**
 * The marketplace's request button (issue 38): a lead for the platform team, opened as the company's ticket
 * (a module as a feature request, hardware as a device request) with the item's name and list price.
 */
export function createMarketplaceService(tickets: Pick<CompanyTicketService, "open">) {
  return {
    async request(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, MARKETPLACE_READ);
      const { itemId, note } = parseInput(requestMarketplaceItemInputSchema, input, language);
      const item = findMarketplaceItem(itemId);
      if (!item) throw notFound();
      const price = new Intl.NumberFormat("id-ID", {
        style: "currency",
        currency: "IDR",
        maximumFractionDigits: 0,
      });
      const unit = item.priceUnit === "vehicle_month" ? " / kendaraan / bulan" : " / unit";
      return tickets.open(
        user,
        {
          category: marketplaceTicketCategory(item),
          priority: TICKET_PRIORITIES[1],
          subject: `Permintaan Marketplace: ${item.name}`,
          description: [
            `Perusahaan meminta ${item.name} (${price.format(item.priceIdr)}${unit}).`,
            note ? `Catatan: ${note}` : null,
          ]
            .filter(Boolean)
            .join("\n"),
          attachments: [],
        },
        item.id,
        language,
      );
    },
  };
}
