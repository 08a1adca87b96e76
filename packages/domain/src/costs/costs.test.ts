import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { costEntryFieldsSchema, costFilterSchema } from "./costInputs.js";
import { costTotals } from "./costTotals.js";
import { formatRupiah } from "./formatRupiah.js";
import { reconcileFuelReceipts } from "./fuelReconciliation.js";

const HOUR = 3_600_000;

describe("cost entry input", () => {
  it("computes a fuel entry's amount from litres and price and drops fields of other categories", () => {
    const entry = costEntryFieldsSchema.parse({
      vehicleId: 1,
      category: "fuel",
      spentAt: "2026-11-02T08:00:00+07:00",
      litres: 120.5,
      pricePerLitre: 6800,
      station: "SPBU 34-123",
      etollCard: "6032",
    });
    expect(entry).toMatchObject({ amount: 819_400, litres: 120.5, station: "SPBU 34-123", etollCard: null });
  });

  it("requires litres and price for fuel, an amount for the rest", () => {
    const base = { vehicleId: 1, spentAt: "2026-11-02T08:00:00+07:00" };
    expect(costEntryFieldsSchema.safeParse({ ...base, category: "fuel", litres: 10 }).success).toBe(false);
    expect(costEntryFieldsSchema.safeParse({ ...base, category: "toll" }).success).toBe(false);
    expect(costEntryFieldsSchema.safeParse({ ...base, category: "toll", amount: -1 }).success).toBe(false);
    expect(
      costEntryFieldsSchema.parse({ ...base, category: "toll", amount: 45_000, litres: 3 }),
    ).toMatchObject({
      amount: 45_000,
      litres: null,
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(
      costFilterSchema.safeParse({ from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" }).success,
    ).toBe(false);
  });
});

describe("costTotals", () => {
  it("gives cost per km and efficiency against the expected km per litre", () => {
    expect(
      costTotals({
        amounts: { fuel: 680_000, toll: 120_000 },
        litres: 100,
        distanceKm: 500,
        expectedKmPerLitre: 6,
      }),
    ).toEqual({ total: 800_000, costPerKm: 1600, litresPer100Km: 20, kmPerLitre: 5, efficiencyRatio: 0.83 });
  });

  it("has no per-km figures when nothing was driven", () => {
    expect(
      costTotals({ amounts: { tax: 1 }, litres: 0, distanceKm: 0, expectedKmPerLitre: null }),
    ).toMatchObject({
      costPerKm: null,
      litresPer100Km: null,
      kmPerLitre: null,
    });
  });

  it("litres per 100 km and km per litre agree", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 100_000 }), (litres, km) => {
        const totals = costTotals({ amounts: {}, litres, distanceKm: km, expectedKmPerLitre: null });
        expect(Math.abs((totals.litresPer100Km ?? 0) - (100 * litres) / km)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs((totals.kmPerLitre ?? 0) - km / litres)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe("reconcileFuelReceipts", () => {
  const t = Date.UTC(2026, 10, 2, 1);
  it("flags a receipt for 200 L when the tank gained 120 L", () => {
    const result = reconcileFuelReceipts(
      [
        { id: 1, time: t + HOUR, litres: 200 },
        { id: 2, time: t + 30 * HOUR, litres: 80 },
        { id: 3, time: t + 60 * HOUR, litres: 50 },
      ],
      [
        { startTime: t, endTime: t + 0.2 * HOUR, litres: 120 },
        { startTime: t + 29 * HOUR, endTime: t + 29.1 * HOUR, litres: 78 },
      ],
    );
    expect(result.map((r) => r.status)).toEqual(["short", "matched", "unseen"]);
    expect(result[0]).toMatchObject({ receiptLitres: 200, detectedLitres: 120 });
  });

  it("uses each refuel for one receipt at most", () => {
    const result = reconcileFuelReceipts(
      [
        { id: 1, time: t, litres: 100 },
        { id: 2, time: t + 0.5 * HOUR, litres: 100 },
      ],
      [{ startTime: t, endTime: t + 0.1 * HOUR, litres: 100 }],
    );
    expect(result.map((r) => r.status)).toEqual(["matched", "unseen"]);
  });
});

describe("formatRupiah", () => {
  it("writes whole Rupiah with dots between thousands", () => {
    expect(formatRupiah(1_250_000)).toBe("Rp 1.250.000");
    expect(formatRupiah(999.6)).toBe("Rp 1.000");
  });
});
