import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canMove, isFinalStatus } from "../deliveries/statusMachine.js";
import { addDays, addMonths, daysBetween } from "./calendarDay.js";
import { createServiceOrderInputSchema, servicePlanItemInputSchema } from "./maintenanceInputs.js";
import { currentOdometer, type ServiceInterval, serviceDue } from "./serviceDue.js";
import { SERVICE_ORDER_MACHINE, SERVICE_ORDER_STATUSES, serviceCostTotal } from "./serviceOrderStatus.js";

const dayArb = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const optional = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });
const intervalArb: fc.Arbitrary<ServiceInterval> = fc
  .record({
    intervalKm: optional(fc.integer({ min: 1, max: 50_000 })),
    intervalHours: optional(fc.integer({ min: 1, max: 2_000 })),
    intervalDays: optional(fc.integer({ min: 1, max: 730 })),
    noticeKm: optional(fc.integer({ min: 0, max: 5_000 })),
    noticeHours: optional(fc.integer({ min: 0, max: 200 })),
    noticeDays: optional(fc.integer({ min: 0, max: 60 })),
  })
  .filter((item) => item.intervalKm !== null || item.intervalHours !== null || item.intervalDays !== null);

const oilChange: ServiceInterval = {
  intervalKm: 10_000,
  intervalHours: null,
  intervalDays: 180,
  noticeKm: 1_000,
  noticeHours: null,
  noticeDays: 14,
};
const baseline = { odometerKm: 50_000, engineHours: null, day: "2026-01-01" };

describe("calendar days", () => {
  it("adding days and counting them agree", () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -2000, max: 2000 }), (day, days) => {
        expect(daysBetween(day, addDays(day, days))).toBe(days);
      }),
    );
  });

  it("a month later keeps the day, or the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-05-15", 6)).toBe("2026-11-15");
    expect(addMonths("2026-11-30", 60)).toBe("2031-11-30");
  });
});

describe("serviceDue: km, engine hours or days, whichever first", () => {
  it("is OK far from every limit", () => {
    expect(
      serviceDue(oilChange, baseline, { odometerKm: 52_000, engineHours: null, today: "2026-02-01" }),
    ).toEqual({
      status: "OK",
      dueOdometerKm: 60_000,
      dueEngineHours: null,
      dueDay: "2026-06-30",
      remainingKm: 8_000,
      remainingHours: null,
      remainingDays: 149,
    });
  });

  it("is UPCOMING within the km notice even while the date is far", () => {
    const due = serviceDue(oilChange, baseline, {
      odometerKm: 59_200,
      engineHours: null,
      today: "2026-02-01",
    });
    expect(due.status).toBe("UPCOMING");
    expect(due.remainingKm).toBe(800);
  });

  it("is OVERDUE once the date passed even with few km driven", () => {
    const due = serviceDue(oilChange, baseline, {
      odometerKm: 51_000,
      engineHours: null,
      today: "2026-07-02",
    });
    expect(due.status).toBe("OVERDUE");
    expect(due.remainingDays).toBe(-2);
  });

  it("leaves out a measure whose meter is unknown", () => {
    const due = serviceDue(oilChange, baseline, { odometerKm: null, engineHours: null, today: "2026-02-01" });
    expect(due).toMatchObject({ status: "OK", remainingKm: null, remainingDays: 149 });
  });

  it("property: the status is the worst of the measures taken one by one", () => {
    const rank = { OK: 0, UPCOMING: 1, OVERDUE: 2 } as const;
    fc.assert(
      fc.property(
        intervalArb,
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        dayArb,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (interval, baseKm, baseHours, baseDay, drivenKm, runHours, days) => {
          const base = { odometerKm: baseKm, engineHours: baseHours, day: baseDay };
          const meters = {
            odometerKm: baseKm + drivenKm,
            engineHours: baseHours + runHours,
            today: addDays(baseDay, days),
          };
          const whole = serviceDue(interval, base, meters);
          const only = (keep: "Km" | "Hours" | "Days") =>
            serviceDue(
              {
                intervalKm: keep === "Km" ? interval.intervalKm : null,
                intervalHours: keep === "Hours" ? interval.intervalHours : null,
                intervalDays: keep === "Days" ? interval.intervalDays : null,
                noticeKm: interval.noticeKm,
                noticeHours: interval.noticeHours,
                noticeDays: interval.noticeDays,
              },
              base,
              meters,
            ).status;
          const worst = Math.max(rank[only("Km")], rank[only("Hours")], rank[only("Days")]);
          expect(rank[whole.status]).toBe(worst);
        },
      ),
    );
  });

  it("property: driving further never makes an item less due", () => {
    const rank = { OK: 0, UPCOMING: 1, OVERDUE: 2 } as const;
    fc.assert(
      fc.property(
        intervalArb,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (interval, km, moreKm, days, moreDays) => {
          const base = { odometerKm: 0, engineHours: 0, day: "2026-01-01" };
          const before = serviceDue(interval, base, {
            odometerKm: km,
            engineHours: 0,
            today: addDays(base.day, days),
          });
          const after = serviceDue(interval, base, {
            odometerKm: km + moreKm,
            engineHours: 0,
            today: addDays(base.day, days + moreDays),
          });
          expect(rank[after.status]).toBeGreaterThanOrEqual(rank[before.status]);
        },
      ),
    );
  });
});

describe("currentOdometer", () => {
  it("is the device's figure until someone corrects it", () => {
    expect(currentOdometer(1234, null)).toBe(1234);
    expect(currentOdometer(null, null)).toBeNull();
  });

  it("bridges a replaced device: the entered reading plus what the new device counted since", () => {
    expect(currentOdometer(150, { odometerKm: 80_000, deviceOdometerKm: 100 })).toBe(80_050);
    expect(currentOdometer(null, { odometerKm: 80_000, deviceOdometerKm: 100 })).toBe(80_000);
  });
});

describe("service orders", () => {
  it("runs Draf → Konfirmasi → Dalam Proses → Verifikasi Dokumen → Selesai, and Selesai and Batal are final", () => {
    const path = ["DRAFT", "CONFIRMED", "IN_PROGRESS", "DOCUMENT_VERIFICATION", "DONE"] as const;
    for (let step = 1; step < path.length; step++) {
      expect(canMove(SERVICE_ORDER_MACHINE, path[step - 1] as never, path[step] as never)).toBe(true);
    }
    expect(SERVICE_ORDER_STATUSES.filter((status) => isFinalStatus(SERVICE_ORDER_MACHINE, status))).toEqual([
      "DONE",
      "CANCELED",
    ]);
    expect(canMove(SERVICE_ORDER_MACHINE, "DRAFT", "DONE")).toBe(false);
  });

  it("totals labour and parts in whole Rupiah", () => {
    expect(
      serviceCostTotal([
        { kind: "LABOUR", name: "Ganti oli", quantity: 1, unitPrice: 75_000 },
        { kind: "PART", name: "Oli mesin 1 L", quantity: 6, unitPrice: 62_500 },
      ]),
    ).toBe(450_000);
  });

  it("needs at least one service and one interval per plan item", () => {
    const order = { vehicleId: 1, location: "INTERNAL", personInCharge: "Budi", scheduledDay: "2026-12-01" };
    expect(createServiceOrderInputSchema.safeParse(order).success).toBe(false);
    expect(createServiceOrderInputSchema.safeParse({ ...order, extraServices: ["Cuci"] }).success).toBe(true);
    expect(servicePlanItemInputSchema.safeParse({ name: "Oli" }).success).toBe(false);
    expect(servicePlanItemInputSchema.safeParse({ name: "Oli", intervalDays: 90 }).success).toBe(true);
  });
});
