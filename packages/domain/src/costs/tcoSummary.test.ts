import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COST_CATEGORIES } from "./costCategories.js";
import {
  costPerKm,
  ownershipCostInputSchema,
  ownershipCostSpan,
  prorateOwnershipCost,
} from "./ownershipCost.js";
import { type TcoVehicleInput, tcoSummary } from "./tcoSummary.js";

const DAY = 86_400_000;
const start = new Date("2026-01-01T00:00:00+07:00").getTime();

const vehicleArb = (vehicleId: number) =>
  fc.record({
    vehicleId: fc.constant(vehicleId),
    licensePlate: fc.constant(`B ${vehicleId} XX`),
    amounts: fc.dictionary(fc.constantFrom(...COST_CATEGORIES), fc.integer({ min: 0, max: 50_000_000 })),
    litres: fc.integer({ min: 0, max: 5_000 }),
    distanceKm: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    ownership: fc.integer({ min: 0, max: 30_000_000 }),
    expectedKmPerLitre: fc.option(fc.integer({ min: 2, max: 15 }), { nil: null }),
  }) satisfies fc.Arbitrary<TcoVehicleInput>;

const fleetArb = fc
  .integer({ min: 0, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => vehicleArb(index + 1))));
const groupsArb = fc.array(
  fc.record({
    groupId: fc.integer({ min: 1, max: 1000 }),
    name: fc.string({ maxLength: 10 }),
    vehicleIds: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 6 }),
  }),
  { maxLength: 4 },
);

describe("ownership cost proration", () => {
  it("splits additively over any cut of the period and is never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.integer({ min: 0, max: 400 * DAY }),
        (monthly, a, b) => {
          const [first, second] = a < b ? [a, b] : [b, a];
          const from = new Date(start);
          const cut = new Date(start + first);
          const to = new Date(start + second);
          const whole = prorateOwnershipCost(monthly, from, to);
          expect(whole).toBeGreaterThanOrEqual(0);
          expect(
            prorateOwnershipCost(monthly, from, cut) + prorateOwnershipCost(monthly, cut, to),
          ).toBeCloseTo(whole, 3);
          // the period backwards is empty
          expect(prorateOwnershipCost(monthly, to, from)).toBe(0);
        },
      ),
    );
  });

  const spanArb = fc.record({
    startsAt: fc.option(
      fc.integer({ min: -50 * DAY, max: 450 * DAY }).map((offset) => new Date(start + offset)),
      { nil: null },
    ),
    endsAt: fc.option(
      fc.integer({ min: -50 * DAY, max: 450 * DAY }).map((offset) => new Date(start + offset)),
      { nil: null },
    ),
  });

  it("with a start and an end day still adds up over any cut, and never exceeds the open share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 400 * DAY }), { minLength: 3, maxLength: 3 }),
        spanArb,
        (monthly, offsets, span) => {
          const [a, b, c] = offsets.sort((x, y) => x - y).map((offset) => new Date(start + offset)) as [
            Date,
            Date,
            Date,
          ];
          const whole = prorateOwnershipCost(monthly, a, c, span);
          expect(whole).toBeGreaterThanOrEqual(0);
          expect(whole).toBeLessThanOrEqual(prorateOwnershipCost(monthly, a, c) + 1e-6);
          expect(
            prorateOwnershipCost(monthly, a, b, span) + prorateOwnershipCost(monthly, b, c, span),
          ).toBeCloseTo(whole, 3);
        },
      ),
    );
  });

  it("charges nothing before the start day or after the end day, and the days inside in full", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 400 }),
        (monthly, startDay, lengthDays, periodDays) => {
          // start is midnight WIB on 1 Jan 2026, i.e. 17:00 UTC the day before: the UTC date of noon WIB names the day
          const dayName = (offset: number) =>
            new Date(start + offset * DAY + 12 * 3_600_000).toISOString().slice(0, 10);
          const span = ownershipCostSpan(dayName(startDay), dayName(startDay + lengthDays), "Asia/Jakarta");
          expect(span.startsAt?.getTime()).toBe(start + startDay * DAY);
          expect(span.endsAt?.getTime()).toBe(start + (startDay + lengthDays + 1) * DAY);
          const from = new Date(start);
          const to = new Date(start + periodDays * DAY);
          // nothing before the start
          expect(prorateOwnershipCost(monthly, from, new Date(start + startDay * DAY), span)).toBe(0);
          // nothing after the end
          const afterEnd = new Date(start + (startDay + lengthDays + 1) * DAY);
          expect(prorateOwnershipCost(monthly, afterEnd, new Date(afterEnd.getTime() + 90 * DAY), span)).toBe(
            0,
          );
          // the days of the period inside the span, at the daily rate
          const inside = Math.max(0, Math.min(periodDays, startDay + lengthDays + 1) - startDay);
          expect(prorateOwnershipCost(monthly, from, to, span)).toBeCloseTo((monthly * inside * 12) / 365, 3);
        },
      ),
    );
  });

  it("rejects an end day before the start day, with the end field named", () => {
    const parsed = ownershipCostInputSchema.safeParse({
      vehicleId: 1,
      monthlyCost: 1_000_000,
      startsOn: "2026-11-15",
      endsOn: "2026-11-14",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["endsOn"]);
    expect(
      ownershipCostInputSchema.safeParse({
        vehicleId: 1,
        monthlyCost: 1_000_000,
        startsOn: "2026-11-15",
        endsOn: "2026-11-15",
      }).data,
    ).toMatchObject({ startsOn: "2026-11-15", endsOn: "2026-11-15" });
    expect(
      ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: 1, startsOn: "15/11/2026" }).success,
    ).toBe(false);
  });

  it("gives twelve months for a 365-day year and a month's share for 30 days", () => {
    const from = new Date(start);
    expect(prorateOwnershipCost(12_000_000, from, new Date(start + 365 * DAY))).toBeCloseTo(144_000_000, 3);
    expect(Math.round(prorateOwnershipCost(12_000_000, from, new Date(start + 30 * DAY)))).toBe(11_835_616);
  });

  it("accepts whole non-negative Rupiah up to the cap, or null", () => {
    expect(ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: 8_500_000 }).success).toBe(true);
    expect(ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: null }).success).toBe(true);
    expect(ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: -1 }).success).toBe(false);
    expect(ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: 1.5 }).success).toBe(false);
    expect(ownershipCostInputSchema.safeParse({ vehicleId: 1, monthlyCost: 1_000_000_001 }).success).toBe(
      false,
    );
  });
});

describe("cost per km", () => {
  it("is null without distance and whole Rupiah otherwise", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.double({ min: -10, max: 0, noNaN: true }),
        (amount, km) => {
          expect(costPerKm(amount, km)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1, max: 1e6 }), (amount, km) => {
        const perKm = costPerKm(amount, km) as number;
        expect(Number.isInteger(perKm)).toBe(true);
        expect(Math.abs(perKm * km - amount)).toBeLessThanOrEqual(km / 2);
      }),
    );
  });
});

describe("TCO summary", () => {
  it("makes the fleet the sum of its vehicles, TCO running plus ownership, per km null without distance", () => {
    fc.assert(
      fc.property(fleetArb, groupsArb, (vehicles, groups) => {
        const summary = tcoSummary(vehicles, groups);
        const sum = (pick: (row: TcoVehicleInput) => number) => vehicles.reduce((s, v) => s + pick(v), 0);
        const running = sum((v) => Object.values(v.amounts).reduce((s, a) => s + (a ?? 0), 0));
        expect(summary.fleet.running).toBe(running);
        expect(summary.fleet.ownership).toBe(sum((v) => v.ownership));
        expect(summary.fleet.tco).toBe(running + summary.fleet.ownership);
        expect(summary.fleet.vehicleCount).toBe(vehicles.length);
        for (const row of [...summary.vehicles, ...summary.groups, summary.fleet]) {
          expect(row.tco).toBe(row.running + row.ownership);
          expect(row.byCategory.reduce((s, c) => s + c.amount, 0)).toBe(row.running);
          if (row.distanceKm === 0)
            expect([row.costPerKm, row.tcoPerKm, row.kmPerLitre]).toEqual([null, null, null]);
        }
      }),
    );
  });

  it("makes each group the sum of its members and puts every vehicle in a group or the ungrouped row", () => {
    fc.assert(
      fc.property(fleetArb, groupsArb, (vehicles, groups) => {
        const summary = tcoSummary(vehicles, groups);
        const known = new Set(vehicles.map((v) => v.vehicleId));
        for (const row of summary.groups) {
          if (row.groupId === null) continue;
          const members = new Set(
            groups
              .filter((g) => g.groupId === row.groupId)
              .flatMap((g) => g.vehicleIds.filter((id) => known.has(id))),
          );
          const tco = vehicles
            .filter((v) => members.has(v.vehicleId))
            .reduce((s, v) => s + (summary.vehicles.find((r) => r.vehicleId === v.vehicleId)?.tco ?? 0), 0);
          if (groups.filter((g) => g.groupId === row.groupId).length === 1) expect(row.tco).toBe(tco);
        }
        if (summary.groups.length > 0) {
          const covered = new Set(groups.flatMap((g) => g.vehicleIds).filter((id) => known.has(id)));
          const ungrouped = summary.groups.find((row) => row.groupId === null);
          expect(ungrouped?.vehicleCount ?? 0).toBe(vehicles.filter((v) => !covered.has(v.vehicleId)).length);
        }
      }),
    );
  });

  it("computes a group's per-km figure from its sums, not an average of its vehicles'", () => {
    const base = { litres: 0, ownership: 0, expectedKmPerLitre: null, licensePlate: "B" };
    const summary = tcoSummary(
      [
        { ...base, vehicleId: 1, amounts: { toll: 1_000_000 }, distanceKm: 100 },
        { ...base, vehicleId: 2, amounts: { toll: 1_000_000 }, distanceKm: 900 },
        { ...base, vehicleId: 3, amounts: { tax: 500_000 }, distanceKm: 0, ownership: 250_000 },
      ],
      [{ groupId: 7, name: "Jakarta Utara", vehicleIds: [1, 2] }],
    );
    expect(summary.groups.map((g) => [g.groupId, g.costPerKm, g.vehicleCount])).toEqual([
      [7, 2_000, 2],
      [null, null, 1],
    ]);
    expect(summary.fleet.tcoPerKm).toBe(2_750);
    expect(summary.vehicles[0]).toMatchObject({ vehicleId: 1, costPerKm: 10_000 });
  });
});
