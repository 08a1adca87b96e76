/**
 * Invoice arithmetic in whole Rupiah (issue 36). Every amount is an integer; the one rounding rule is round half up
 * (x.5 → x+1) on a non-negative exact product, done in BigInt so no float error reaches the Rupiah:
 * - each charge of a line (base, waiting, extra drop, overnight) is rounded on its own, then the line is their sum;
 * - PPN and PPh 23 are each rounded once, on the invoice (see `invoiceTotals`); DPP nilai lain too.
 * Quantities (kg, m³, km) count to the thousandth: a quantity is first rounded half up to 0.001.
 */

export const RATE_UNITS = ["TRIP", "KG", "M3", "KM", "DROP"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** 12 % PPN on DPP nilai lain (11 % in effect, the rule since 2025) and 2 % PPh 23, in basis points (1 % = 100). */
export const DEFAULT_PPN_RATE_BP = 1200;
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

/** How an invoice is taxed; a draft takes it from the company's invoice settings and keeps it. */
export interface InvoiceTax {
  /** PPN rate in basis points */
  ppnRateBp: number;
  /** PPN on "DPP nilai lain", 11/12 of the price (PMK 131/2024: 12 % × 11/12 keeps 11 % for non-luxury services) */
  ppnDppNilaiLain: boolean;
  /** the rate cards' prices already include PPN: the lines are gross and the PPN is taken out of them */
  pricesIncludePpn: boolean;
  /** PPh 23 rate in basis points, 0 when the customer does not withhold */
  pph23RateBp: number;
}

export interface InvoiceTotals {
  /** the service amount before PPN (harga jual) */
  subtotal: number;
  /** what PPN is charged on: the subtotal, or 11/12 of it on DPP nilai lain */
  ppnBase: number;
  ppn: number;
  pph23: number;
  /** what the customer pays: subtotal + PPN − PPh 23 (the customer withholds PPh 23 and pays it to the state) */
  total: number;
}

/** rate (basis points) of `amount`, whole Rupiah, rounded half up */
export function taxOf(amount: number, rateBp: number): number {
  return Number(divideHalfUp(BigInt(amount) * BigInt(rateBp), 10_000n));
}

/** The amount PPN is charged on: the price, or 11/12 of it (rounded half up) on DPP nilai lain. */
function ppnBaseOf(subtotal: number, ppnDppNilaiLain: boolean): number {
  return ppnDppNilaiLain ? Number(divideHalfUp(BigInt(subtotal) * 11n, 12n)) : subtotal;
}

/**
 * The invoice's totals from its lines' totals. PPN and PPh 23 are each rounded once, half up, on the invoice.
 * When the prices include PPN the lines are gross: the price is gross ÷ (1 + effective rate) rounded half up and
 * the PPN is the rest, so subtotal + PPN is exactly the sum of the lines. PPh 23 is on the price without PPN.
 */
export function invoiceTotals(lineTotals: readonly number[], tax: InvoiceTax): InvoiceTotals {
  const lines = lineTotals.reduce((sum, amount) => sum + amount, 0);
  let subtotal = lines;
  if (tax.pricesIncludePpn) {
    // gross = price × (1 + rate × share), share 11/12 on DPP nilai lain; in integers over 12 × 10 000
    const share = tax.ppnDppNilaiLain ? 11n : 12n;
    subtotal = Number(divideHalfUp(BigInt(lines) * 120_000n, 120_000n + share * BigInt(tax.ppnRateBp)));
  }
  const ppnBase = ppnBaseOf(subtotal, tax.ppnDppNilaiLain);
  const ppn = tax.pricesIncludePpn ? lines - subtotal : taxOf(ppnBase, tax.ppnRateBp);
  const pph23 = taxOf(subtotal, tax.pph23RateBp);
  return { subtotal, ppnBase, ppn, pph23, total: subtotal + ppn - pph23 };
}
