import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canMove, isFinalStatus } from "../deliveries/statusMachine.js";
import {
  chargeOf,
  type DeliveryMeasures,
  divideHalfUp,
  invoiceTotals,
  lineAmounts,
  RATE_UNITS,
  type RatePrices,
  taxOf,
} from "./invoiceAmounts.js";
import { createInvoiceDraftInputSchema, rateCardFieldsSchema } from "./invoiceInputs.js";
import { formatInvoiceNumber, INVOICE_MACHINE } from "./invoiceStatus.js";
import { matchRateCard, type RateCardMatchFields } from "./rateCards.js";

const rupiah = fc.integer({ min: 0, max: 50_000_000 });
const card = fc.record<RatePrices>({
  unit: fc.constantFrom(...RATE_UNITS),
  price: rupiah,
  waitingFreeMinutes: fc.integer({ min: 0, max: 600 }),
  waitingPricePerHour: rupiah,
  extraDropPrice: rupiah,
  overnightPrice: rupiah,
});
const measures = fc.record<DeliveryMeasures>({
  weightKg: fc.double({ min: 0, max: 40_000, noNaN: true }),
  volumeM3: fc.double({ min: 0, max: 90, noNaN: true }),
  distanceKm: fc.double({ min: 0, max: 3_000, noNaN: true }),
  waitingMinutes: fc.integer({ min: 0, max: 2_000 }),
  overnights: fc.integer({ min: 0, max: 5 }),
  firstDropOfTrip: fc.boolean(),
});
const rates = fc.record({
  ppnRateBp: fc.integer({ min: 0, max: 10_000 }),
  pph23RateBp: fc.integer({ min: 0, max: 10_000 }),
});

describe("invoice arithmetic (whole Rupiah, round half up)", () => {
  it("rounds half up, exactly, without float error", () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(7n, 2n)).toBe(4n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(taxOf(1_000_050, 1100)).toBe(110_006); // 110 005.5 → 110 006
    expect(taxOf(1_000_045, 200)).toBe(20_001); // 20 000.9
    expect(chargeOf(1.005, 1000)).toBe(1005);
    expect(chargeOf(0.0005, 1)).toBe(0); // 0.0005 kg rounds to 0.001, × Rp 1 = 0.001 → 0
    expect(chargeOf(1540.5, 350)).toBe(539_175);
    expect(chargeOf(12.345, 2_500)).toBe(30_863); // 30 862.5 → 30 863
  });

  it("prices a trip, its extra drops, waiting per started hour beyond the free minutes, and nights", () => {
    const trip: RatePrices = {
      unit: "TRIP",
      price: 2_500_000,
      waitingFreeMinutes: 120,
      waitingPricePerHour: 75_000,
      extraDropPrice: 150_000,
      overnightPrice: 300_000,
    };
    const delivered = {
      weightKg: 1_580,
      volumeM3: 4.4,
      distanceKm: 42.3,
      waitingMinutes: 181,
      overnights: 1,
      firstDropOfTrip: true,
    };
    expect(lineAmounts(trip, delivered)).toEqual({
      quantity: 1,
      base: 2_500_000,
      waiting: 150_000,
      extraDrop: 0,
      overnight: 300_000,
      total: 2_950_000,
    });
    expect(lineAmounts(trip, { ...delivered, firstDropOfTrip: false, waitingMinutes: 120 })).toMatchObject({
      base: 0,
      waiting: 0,
      extraDrop: 150_000,
      total: 450_000,
    });
    expect(lineAmounts({ ...trip, unit: "KG", price: 350 }, delivered).base).toBe(553_000);
  });

  it("every line is whole non-negative Rupiah and the sum of its charges", () => {
    fc.assert(
      fc.property(card, measures, (prices, delivered) => {
        const line = lineAmounts(prices, delivered);
        for (const amount of [line.base, line.waiting, line.extraDrop, line.overnight, line.total]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(line.total).toBe(line.base + line.waiting + line.extraDrop + line.overnight);
        // the base is within half a Rupiah of the exact product of the thousandth-rounded quantity
        expect(
          Math.abs(
            line.base -
              (prices.unit === "TRIP" && !delivered.firstDropOfTrip ? 0 : line.quantity * prices.price),
          ),
        ).toBeLessThanOrEqual(0.5 + 1e-6 * line.quantity * prices.price);
      }),
    );
  });

  it("taxes the subtotal once: whole Rupiah, within half a Rupiah of the exact rate, total = subtotal + PPN − PPh 23", () => {
    fc.assert(
      fc.property(fc.array(rupiah, { maxLength: 60 }), rates, (lines, taxRates) => {
        const totals = invoiceTotals(lines, taxRates);
        expect(totals.subtotal).toBe(lines.reduce((a, b) => a + b, 0));
        for (const [amount, rateBp] of [
          [totals.ppn, taxRates.ppnRateBp],
          [totals.pph23, taxRates.pph23RateBp],
        ] as const) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          // exact in integers: half up puts amount − exact in (−½, ½], so a tie (error exactly 5 000) goes up
          const error = BigInt(amount) * 10_000n - BigInt(totals.subtotal) * BigInt(rateBp);
          expect(error > -5_000n && error <= 5_000n).toBe(true);
        }
        expect(totals.total).toBe(totals.subtotal + totals.ppn - totals.pph23);
      }),
    );
  });

  it("taxes are monotone in the subtotal", () => {
    fc.assert(
      fc.property(rupiah, rupiah, fc.integer({ min: 0, max: 10_000 }), (a, b, rateBp) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(taxOf(low, rateBp)).toBeLessThanOrEqual(taxOf(high, rateBp));
      }),
    );
  });
});

describe("invoice status and number", () => {
  it("moves draft → issued → paid, and cancels a draft or an issued invoice only", () => {
    expect(canMove(INVOICE_MACHINE, "DRAFT", "ISSUED")).toBe(true);
    expect(canMove(INVOICE_MACHINE, "ISSUED", "PAID")).toBe(true);
    expect(canMove(INVOICE_MACHINE, "DRAFT", "PAID")).toBe(false);
    expect(canMove(INVOICE_MACHINE, "ISSUED", "CANCELLED")).toBe(true);
    expect(canMove(INVOICE_MACHINE, "PAID", "CANCELLED")).toBe(false);
    expect(isFinalStatus(INVOICE_MACHINE, "PAID")).toBe(true);
    expect(isFinalStatus(INVOICE_MACHINE, "CANCELLED")).toBe(true);
  });

  it("numbers INV/year/month/sequence", () => {
    expect(formatInvoiceNumber(2026, 11, 1)).toBe("INV/2026/11/0001");
    expect(formatInvoiceNumber(2027, 2, 12_345)).toBe("INV/2027/02/12345");
  });
});

describe("rate cards", () => {
  const base: RateCardMatchFields = {
    customerName: "PT Sinar Niaga",
    serviceType: "FTL",
    originArea: null,
    destinationArea: null,
    vehicleSize: null,
    unit: "TRIP",
    price: 2_000_000,
    waitingFreeMinutes: 0,
    waitingPricePerHour: 0,
    extraDropPrice: 0,
    overnightPrice: 0,
  };
  const delivery = {
    customerName: "pt sinar niaga ",
    originAddress: "Jl. Industri, Cikarang",
    destinationAddress: "Mall Kelapa Gading, Jakarta Utara",
    vehicleSize: "CDD",
  };

  it("takes the most specific fitting card of the customer and service type", () => {
    const toJakarta = { ...base, destinationArea: "jakarta", price: 2_200_000 };
    const toJakartaCdd = { ...toJakarta, vehicleSize: "cdd", price: 2_400_000 };
    const toBandung = { ...base, destinationArea: "Bandung", vehicleSize: "CDD", originArea: "Cikarang" };
    const cards = [base, toBandung, toJakarta, toJakartaCdd, { ...base, serviceType: "LTL" as const }];
    expect(matchRateCard(cards, "FTL", delivery)).toBe(toJakartaCdd);
    expect(matchRateCard(cards, "FTL", { ...delivery, vehicleSize: null })).toBe(toJakarta);
    expect(matchRateCard(cards, "EXPRESS", delivery)).toBeNull();
    expect(matchRateCard(cards, "FTL", { ...delivery, customerName: "CV Lain" })).toBeNull();
  });

  it("validates card and draft inputs", () => {
    expect(rateCardFieldsSchema.safeParse({ ...base, price: 1.5 }).success).toBe(false);
    const draft = createInvoiceDraftInputSchema.parse({
      customerName: "PT Sinar Niaga",
      from: "2026-11-01T00:00:00+07:00",
      to: "2026-12-01T00:00:00+07:00",
      serviceType: "FTL",
      deliveryOrderIds: [3, 4],
    });
    expect(draft).toMatchObject({ ppnRateBp: 1100, pph23RateBp: 200, podOverrides: [] });
    expect(
      createInvoiceDraftInputSchema.safeParse({
        ...draft,
        from: draft.to.toISOString(),
        to: draft.from.toISOString(),
      }).success,
    ).toBe(false);
  });
});
