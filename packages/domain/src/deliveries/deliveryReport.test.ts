import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deliveriesPerDay,
  deliveryReportInputSchema,
  isDeliveredOnTime,
  onTimeRates,
  type ReportedOrder,
} from "./deliveryReport.js";

const order = (overrides: Partial<ReportedOrder> = {}): ReportedOrder => ({
  status: "DELIVERED",
  customerName: "PT Sinar Niaga",
  driverName: "Budi",
  licensePlate: "B 1234 CD",
  deliveryWindowStart: new Date("2026-11-25T02:00:00.000Z"),
  deliveryWindowEnd: new Date("2026-11-25T05:00:00.000Z"),
  endedAt: new Date("2026-11-25T04:00:00.000Z"),
  ...overrides,
});

describe("the delivery report", () => {
  it("an order is on time delivered by its window's end, late after; early is not late; no window, no verdict", () => {
    expect(isDeliveredOnTime(order())).toBe(true);
    expect(isDeliveredOnTime(order({ endedAt: new Date("2026-11-25T05:00:00.000Z") }))).toBe(true);
    expect(isDeliveredOnTime(order({ endedAt: new Date("2026-11-25T05:01:00.000Z") }))).toBe(false);
    expect(isDeliveredOnTime(order({ endedAt: new Date("2026-11-25T01:00:00.000Z") }))).toBe(true);
    expect(isDeliveredOnTime(order({ deliveryWindowEnd: null }))).toBeNull();
    expect(isDeliveredOnTime(order({ status: "FAILED" }))).toBeNull();
  });

  it("rates per customer count only delivered orders, and judge only those with a window", () => {
    const rows = onTimeRates(
      [
        order(),
        order({ endedAt: new Date("2026-11-25T06:00:00.000Z") }),
        order({ deliveryWindowEnd: null }),
        order({ status: "FAILED" }),
        order({ customerName: "CV Makmur" }),
      ],
      (o) => o.customerName,
    );
    expect(rows).toEqual([
      { name: "PT Sinar Niaga", delivered: 3, judged: 2, onTime: 1, late: 1, rate: 0.5 },
      { name: "CV Makmur", delivered: 1, judged: 1, onTime: 1, late: 0, rate: 1 },
    ]);
  });

  it("counts deliveries per company day, every day of the period shown", () => {
    const rows = deliveriesPerDay(
      [
        order({ endedAt: new Date("2026-11-24T18:00:00.000Z") }), // 01:00 WIB on the 25th
        order({ status: "FAILED" }),
        order({ status: "CANCELED", endedAt: new Date("2026-11-26T03:00:00.000Z") }),
        order({ endedAt: new Date("2026-12-01T03:00:00.000Z") }), // outside
      ],
      ["2026-11-24", "2026-11-25", "2026-11-26"],
      "Asia/Jakarta",
    );
    expect(rows).toEqual([
      { day: "2026-11-24", delivered: 0, failed: 0, canceled: 0 },
      { day: "2026-11-25", delivered: 1, failed: 1, canceled: 0 },
      { day: "2026-11-26", delivered: 0, failed: 0, canceled: 1 },
    ]);
  });

  it("caps the period like the other reports", () => {
    expect(
      deliveryReportInputSchema.safeParse({ startDate: "2026-11-01", endDate: "2026-11-30" }).success,
    ).toBe(true);
    expect(
      deliveryReportInputSchema.safeParse({ startDate: "2026-10-01", endDate: "2026-11-30" }).success,
    ).toBe(false);
    expect(
      deliveryReportInputSchema.safeParse({ startDate: "2026-11-30", endDate: "2026-11-01" }).success,
    ).toBe(false);
  });

  it("rates stay between 0 and 1, and on time plus late is what was judged", () => {
    const arbitrary = fc.record({
      status: fc.constantFrom("DELIVERED", "FAILED", "CANCELED" as const),
      customerName: fc.constantFrom("A", "B", "C"),
      driverName: fc.constant(null),
      licensePlate: fc.constant(null),
      deliveryWindowStart: fc.constant(null),
      deliveryWindowEnd: fc.option(
        fc.date({ min: new Date(2026, 0, 1), max: new Date(2027, 0, 1), noInvalidDate: true }),
        {
          nil: null,
        },
      ),
      endedAt: fc.date({ min: new Date(2026, 0, 1), max: new Date(2027, 0, 1), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 30 }), (orders) => {
        const rows = onTimeRates(orders, (o) => o.customerName);
        const delivered = orders.filter((o) => o.status === "DELIVERED").length;
        return (
          rows.reduce((sum, row) => sum + row.delivered, 0) === delivered &&
          rows.every(
            (row) =>
              row.onTime + row.late === row.judged &&
              row.judged <= row.delivered &&
              (row.rate === null ? row.judged === 0 : row.rate >= 0 && row.rate <= 1),
          )
        );
      }),
    );
  });
});
