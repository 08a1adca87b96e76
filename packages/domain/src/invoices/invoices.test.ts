import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canMove, isFinalStatus } from "../deliveries/statusMachine.js";
import {
  chargeOf,
  type DeliveryMeasures,
  divideHalfUp,
  type InvoiceTax,
  invoiceTotals,
  lineAmounts,
  RATE_UNITS,
  type RatePrices,
  taxOf,
} from "./invoiceAmounts.js";
import {
  createInvoiceDraftInputSchema,
  invoiceCustomerDefaultsInputSchema,
  rateCardFieldsSchema,
} from "./invoiceInputs.js";
import { invoiceLogoInputSchema, invoiceSettingsInputSchema } from "./invoiceSettings.js";
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
const taxes = fc.record<InvoiceTax>({
  ppnRateBp: fc.integer({ min: 0, max: 10_000 }),
  ppnDppNilaiLain: fc.boolean(),
  pricesIncludePpn: fc.boolean(),
  pph23RateBp: fc.integer({ min: 0, max: 10_000 }),
});
/** half up puts amount − exact in (−½, ½]: in integers over `scale`, error in (−scale/2, scale/2] */
const withinHalfUp = (amount: number, exactTimesScale: bigint, scale: bigint) => {
  const error = BigInt(amount) * scale - exactTimesScale;
  return error * 2n > -scale && error * 2n <= scale;
};

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

  it("taxes once per invoice in whole Rupiah: lines add up, each tax within half a Rupiah of the exact rate", () => {
    fc.assert(
      fc.property(fc.array(rupiah, { maxLength: 60 }), taxes, (lines, tax) => {
        const totals = invoiceTotals(lines, tax);
        const sum = lines.reduce((a, b) => a + b, 0);
        for (const amount of Object.values(totals)) expect(Number.isSafeInteger(amount)).toBe(true);
        // net prices: the lines are the subtotal; gross prices: the lines are the subtotal and its PPN
        expect(totals.subtotal + (tax.pricesIncludePpn ? totals.ppn : 0)).toBe(sum);
        const share = tax.ppnDppNilaiLain ? 11n : 12n;
        expect(withinHalfUp(totals.ppnBase, BigInt(totals.subtotal) * share, 12n)).toBe(true);
        if (tax.pricesIncludePpn) {
          // the price is the gross taken back by the effective rate
          const scale = 120_000n + share * BigInt(tax.ppnRateBp);
          expect(withinHalfUp(totals.subtotal, BigInt(sum) * 120_000n, scale)).toBe(true);
        } else {
          expect(withinHalfUp(totals.ppn, BigInt(totals.ppnBase) * BigInt(tax.ppnRateBp), 10_000n)).toBe(
            true,
          );
        }
        expect(withinHalfUp(totals.pph23, BigInt(totals.subtotal) * BigInt(tax.pph23RateBp), 10_000n)).toBe(
          true,
        );
        expect(totals.total).toBe(totals.subtotal + totals.ppn - totals.pph23);
      }),
    );
  });

  it("charges 12 % on DPP nilai lain as 11 % of the price, and takes PPN out of gross prices", () => {
    const nilaiLain = { ppnRateBp: 1200, ppnDppNilaiLain: true, pricesIncludePpn: false, pph23RateBp: 200 };
    expect(invoiceTotals([2_750_000, 2_750_000], nilaiLain)).toEqual({
      subtotal: 5_500_000,
      ppnBase: 5_041_667, // 5 041 666.67
      ppn: 605_000, // 605 000.04
      pph23: 110_000,
      total: 5_995_000,
    });
    expect(invoiceTotals([1_110_000], { ...nilaiLain, pricesIncludePpn: true, pph23RateBp: 0 })).toEqual({
      subtotal: 1_000_000,
      ppnBase: 916_667,
      ppn: 110_000,
      pph23: 0,
      total: 1_110_000,
    });
    expect(
      invoiceTotals([1_000_050], {
        ppnRateBp: 1100,
        ppnDppNilaiLain: false,
        pricesIncludePpn: false,
        pph23RateBp: 0,
      }).ppn,
    ).toBe(110_006);
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
    expect(formatInvoiceNumber("INV", 2026, 11, 1)).toBe("INV/2026/11/0001");
    expect(formatInvoiceNumber("ARM-JKT", 2027, 2, 12_345)).toBe("ARM-JKT/2027/02/12345");
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
    // the server decides PPh 23 when the input leaves it out: the customer's last choice, else yes
    expect(draft).toMatchObject({ podOverrides: [] });
    expect(draft.withholdPph23).toBeUndefined();
    expect(invoiceCustomerDefaultsInputSchema.safeParse({ customerName: "  " }).success).toBe(false);
    expect(
      createInvoiceDraftInputSchema.safeParse({
        ...draft,
        from: draft.to.toISOString(),
        to: draft.from.toISOString(),
      }).success,
    ).toBe(false);
  });
});

describe("invoice settings", () => {
  it("validates the invoice settings: rates in basis points, two decimals at most, a short prefix", () => {
    const settings = {
      invoiceAddress: "  ",
      paymentTermsDays: 30,
      ppnRatePercent: 12,
      ppnDppNilaiLain: true,
      pricesIncludePpn: false,
      pph23RatePercent: 2.5,
      numberPrefix: "arm-jkt",
    };
    expect(invoiceSettingsInputSchema.parse(settings)).toEqual({
      invoiceAddress: null,
      paymentTermsDays: 30,
      ppnRateBp: 1200,
      ppnDppNilaiLain: true,
      pricesIncludePpn: false,
      pph23RateBp: 250,
      numberPrefix: "ARM-JKT",
    });
    for (const bad of [
      { ppnRatePercent: 12.345 },
      { ppnRatePercent: 101 },
      { pph23RatePercent: -1 },
      { paymentTermsDays: 400 },
      { numberPrefix: "INV/X" },
      { numberPrefix: "" },
    ]) {
      expect(invoiceSettingsInputSchema.safeParse({ ...settings, ...bad }).success).toBe(false);
    }
  });

  it("takes a png or jpg upload as the invoice logo, or none", () => {
    const upload = "/api/uploads/0b7c1f0e-8d7a-4c1e-9f3a-2b6d5e4c3a21";
    for (const logoUrl of [`${upload}.png`, `${upload}.jpg`]) {
      expect(invoiceLogoInputSchema.parse({ logoUrl })).toEqual({ logoUrl });
    }
    expect(invoiceLogoInputSchema.parse({})).toEqual({ logoUrl: null });
    for (const logoUrl of [`${upload}.webp`, "https://example.com/logo.png", ""]) {
      expect(invoiceLogoInputSchema.safeParse({ logoUrl }).success).toBe(false);
    }
  });
});
