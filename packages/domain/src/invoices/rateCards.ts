import type { RatePrices } from "./invoiceAmounts.js";

export const SERVICE_TYPES = ["FTL", "LTL", "EXPRESS"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface RateCardMatchFields extends RatePrices {
  customerName: string;
  serviceType: ServiceType;
  /** matched as a part of the order's origin / destination address, case-insensitive; null for any */
  originArea: string | null;
  destinationArea: string | null;
  /** matched against the vehicle's type, case-insensitive; null for any */
  vehicleSize: string | null;
}

export interface RatedDelivery {
  customerName: string;
  originAddress: string;
  destinationAddress: string;
  vehicleSize: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const contains = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase());

/**
 * The card that prices a delivery: of the customer's cards of the service type, those whose areas and vehicle size
 * fit (or are left open), the most specific first (most of the three set); null when none fits.
 */
export function matchRateCard<C extends RateCardMatchFields>(
  cards: readonly C[],
  serviceType: ServiceType,
  delivery: RatedDelivery,
): C | null {
  const fitting = cards.filter(
    (card) =>
      card.serviceType === serviceType &&
      same(card.customerName, delivery.customerName) &&
      (card.originArea === null || contains(delivery.originAddress, card.originArea)) &&
      (card.destinationArea === null || contains(delivery.destinationAddress, card.destinationArea)) &&
      (card.vehicleSize === null ||
        (delivery.vehicleSize !== null && same(delivery.vehicleSize, card.vehicleSize))),
  );
  const specificity = (card: C) =>
    Number(card.originArea !== null) +
    Number(card.destinationArea !== null) +
    Number(card.vehicleSize !== null);
  return fitting.sort((a, b) => specificity(b) - specificity(a))[0] ?? null;
}
