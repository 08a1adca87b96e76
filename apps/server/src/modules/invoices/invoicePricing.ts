import {
  type CompanyTimeZone,
  formatInvoiceNumber,
  lineAmounts,
  matchRateCard,
  type ServiceType,
  TIME_ZONE_UTC_OFFSET_MINUTES,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { InvoiceableOrder } from "./invoiceableOrders.js";
import { type invoiceLines, invoiceNumberCounters, type rateCards } from "./invoices.tables.js";

type LineValues = Omit<typeof invoiceLines.$inferInsert, "companyId" | "invoiceId">;

/**
 * The priced lines of delivered orders: each by the customer's most specific fitting card of the service type
 * (NoRateCard when none fits); on a trip card the first order delivered on a trip is the trip and later ones on
 * the same trip are extra drops. `overrides` gives the reason for each order invoiced without proof of delivery.
 */
export function priceOrders(
  orders: readonly InvoiceableOrder[],
  cards: readonly (typeof rateCards.$inferSelect)[],
  serviceType: ServiceType,
  overrides: ReadonlyMap<number, string>,
): LineValues[] {
  const tripsSeen = new Set<number>();
  return [...orders]
    .sort((a, b) => a.deliveredOn.getTime() - b.deliveredOn.getTime())
    .map((order) => {
      const card = matchRateCard(cards, serviceType, order);
      if (!card) throw new AppError("NoRateCard", 409, { code: order.code });
      const firstDropOfTrip = order.fleetTaskId === null || !tripsSeen.has(order.fleetTaskId);
      if (order.fleetTaskId !== null) tripsSeen.add(order.fleetTaskId);
      const amounts = lineAmounts(card, { ...order.measures, firstDropOfTrip });
      return {
        deliveryOrderId: order.deliveryOrderId,
        rateCardId: card.id,
        description: `${order.code} · ${order.originAddress} → ${order.destinationAddress}${
          card.unit === "KM" ? (order.distanceDriven ? " · jarak tempuh GPS" : " · jarak garis lurus") : ""
        }`,
        unit: card.unit,
        quantity: amounts.quantity,
        unitPrice: card.price,
        baseAmount: amounts.base,
        waitingAmount: amounts.waiting,
        extraDropAmount: amounts.extraDrop,
        overnightAmount: amounts.overnight,
        amount: amounts.total,
        deliveredOn: order.deliveredOn,
        podReceiverName: order.podReceiverName,
        podTime: order.podTime,
        podOverrideReason: order.hasPod ? null : (overrides.get(order.deliveryOrderId) ?? null),
      };
    });
}

/** The company's next invoice number of the month of `now` in its zone (PREFIX/2026/11/0001). */
export async function nextInvoiceNumber(
  db: DbExecutor,
  companyId: number,
  zone: CompanyTimeZone,
  now: Date,
  prefix: string,
) {
  const local = new Date(now.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const [counter] = await db
    .insert(invoiceNumberCounters)
    .values({ companyId, year, month, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.year, invoiceNumberCounters.month],
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  return formatInvoiceNumber(prefix, year, month, counter?.last ?? 1);
}
