/**
 * Invoice arithmetic in whole Rupiah (issue 36). Every amount is an integer; the one rounding rule is round half up
 * (x.5 → x+1) on a non-negative exact product, done in BigInt so no float error reaches the Rupiah:
 * - each charge of a line (base, waiting, extra drop, overnight) is rounded on its own, then the line is their sum;
 * - PPN and PPh 23 are each rounded once, on the invoice's subtotal (the sum of its lines).
 * Quantities (kg, m³, km) count to the thousandth: a quantity is first rounded half up to 0.001.
 */

export const RATE_UNITS = ["TRIP", "KG", "M3", "KM", "DROP"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** 11 % PPN and 2 % PPh 23, in basis points (1 % = 100). */
export const DEFAULT_PPN_RATE_BP = 1100;
export const DEFAULT_PPH23_RATE_BP = 200;

/** a rate card's prices, whole Rupiah */
export interface RatePrices {
  unit: RateUnit;
  /** per trip, kg, m³, km or drop */
  price: number;
  /** waiting at the drop up to this many minutes is free */
  waitingFreeMinutes: number;
  /** per started hour of waiting beyond the free minutes */
  waitingPricePerHour: number;
  /** a further drop of the same trip (trip cards) */
  extraDropPrice: number;
  /** per night the goods stayed on the truck */
  overnightPrice: number;
}

/** what was delivered, as the rate card counts it */
export interface DeliveryMeasures {
  weightKg: number;
  volumeM3: number;
  distanceKm: number;
  waitingMinutes: number;
  overnights: number;
  /** false for the second and later order dropped on the same trip */
  firstDropOfTrip: boolean;
}

export interface LineAmounts {
  quantity: number;
  base: number;
  waiting: number;
  extraDrop: number;
  overnight: number;
  total: number;
}

const THOUSANDTHS = 1000n;

/** `quantity` rounded half up to the thousandth, as an integer count of thousandths. */
export function toThousandths(quantity: number): bigint {
  if (!Number.isFinite(quantity) || quantity < 0) throw new RangeError(`bad quantity ${quantity}`);
  return BigInt(Math.round(quantity * 1000));
}

/** round half up of numerator / denominator, both non-negative */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** quantity × price, whole Rupiah, rounded half up */
export function chargeOf(quantity: number, price: number): number {
  return Number(divideHalfUp(toThousandths(quantity) * BigInt(price), THOUSANDTHS));
}

/** The billable quantity of a delivery in the card's unit (trips and drops count 1 per order). */
export function billableQuantity(unit: RateUnit, measures: DeliveryMeasures): number {
  switch (unit) {
    case "KG":
      return Number(toThousandths(measures.weightKg)) / 1000;
    case "M3":
      return Number(toThousandths(measures.volumeM3)) / 1000;
    case "KM":
      return Number(toThousandths(measures.distanceKm)) / 1000;
    default:
      return 1;
  }
}

/**
 * The charges of one delivered order. A trip card charges the trip on the trip's first drop and the extra-drop
 * price on each further one; weight, volume, distance and drop cards charge every order by its own quantity.
 * Waiting is charged per started hour beyond the free minutes; overnight per night.
 */
export function lineAmounts(card: RatePrices, measures: DeliveryMeasures): LineAmounts {
  const quantity = billableQuantity(card.unit, measures);
  const extraDropOnly = card.unit === "TRIP" && !measures.firstDropOfTrip;
  const base = extraDropOnly ? 0 : chargeOf(quantity, card.price);
  const extraDrop = extraDropOnly ? card.extraDropPrice : 0;
  const overMinutes = Math.max(0, Math.round(measures.waitingMinutes) - card.waitingFreeMinutes);
  const waiting = Math.ceil(overMinutes / 60) * card.waitingPricePerHour;
  const overnight = Math.max(0, Math.trunc(measures.overnights)) * card.overnightPrice;
  return { quantity, base, waiting, extraDrop, overnight, total: base + waiting + extraDrop + overnight };
}

export interface InvoiceTotals {
  subtotal: number;
  ppn: number;
  pph23: number;
  /** what the customer pays: subtotal + PPN − PPh 23 (the customer withholds PPh 23 and pays it to the state) */
  total: number;
}

/** rate (basis points) of `amount`, whole Rupiah, rounded half up */
export function taxOf(amount: number, rateBp: number): number {
  return Number(divideHalfUp(BigInt(amount) * BigInt(rateBp), 10_000n));
}

/** The invoice's totals from its lines' totals; taxes on the subtotal (the service amount). */
export function invoiceTotals(
  lineTotals: readonly number[],
  rates: { ppnRateBp: number; pph23RateBp: number },
): InvoiceTotals {
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const ppn = taxOf(subtotal, rates.ppnRateBp);
  const pph23 = taxOf(subtotal, rates.pph23RateBp);
  return { subtotal, ppn, pph23, total: subtotal + ppn - pph23 };
}
