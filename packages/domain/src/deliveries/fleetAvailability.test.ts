import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../maintenance/calendarDay.js";
import { zonedDay } from "../timeZone.js";
import {
  type AvailabilityFacts,
  type AvailabilityTask,
  availabilityDays,
  availabilityOnDay,
  createUnavailabilityInputSchema,
  isCalendarDay,
  serviceOrderDays,
  taskDays,
  updateUnavailabilityInputSchema,
} from "./fleetAvailability.js";

const zone = "Asia/Jakarta" as const;
const now = new Date("2026-11-25T03:00:00.000Z"); // Wednesday 10:00 WIB
const none: AvailabilityFacts = { tasks: [], serviceOrders: [], offs: [] };
const task = (overrides: Partial<AvailabilityTask> = {}): AvailabilityTask => ({
  fleetTaskId: 1,
  status: "SCHEDULED",
  departureTime: new Date("2026-11-26T00:00:00.000Z"), // 07:00 WIB Thursday
  lastTargetTime: new Date("2026-11-26T09:00:00.000Z"),
  endedOn: null,
  ...overrides,
});

describe("fleet availability on a day", () => {
  it("is free with nothing planned", () => {
    expect(availabilityOnDay("2026-11-26", none, now, zone).state).toBe("FREE");
  });

  it("is on a task from the departure's company day to its last stop's", () => {
    const facts = { ...none, tasks: [task({ lastTargetTime: new Date("2026-11-27T18:00:00.000Z") })] };
    expect(availabilityOnDay("2026-11-25", facts, now, zone).state).toBe("FREE");
    expect(availabilityOnDay("2026-11-26", facts, now, zone)).toMatchObject({
      state: "ON_TASK",
      fleetTaskIds: [1],
    });
    // 18:00 UTC on the 27th is 01:00 WIB on the 28th
    expect(availabilityOnDay("2026-11-28", facts, now, zone).state).toBe("ON_TASK");
    expect(availabilityOnDay("2026-11-29", facts, now, zone).state).toBe("FREE");
  });

  it("counts the day in the company's time zone, not UTC", () => {
    // 23:30 UTC on the 25th is the 26th in Jakarta
    const late = task({ departureTime: new Date("2026-11-25T23:30:00.000Z"), lastTargetTime: null });
    expect(taskDays(late, now, zone)).toEqual({ fromDay: "2026-11-26", toDay: "2026-11-26" });
    expect(taskDays(late, now, "Asia/Jayapura")).toEqual({ fromDay: "2026-11-26", toDay: "2026-11-26" });
  });

  it("ignores a canceled task and keeps a running one until now", () => {
    expect(taskDays(task({ status: "CANCELED" }), now, zone)).toBeNull();
    const running = task({
      status: "STARTED",
      departureTime: new Date("2026-11-23T01:00:00.000Z"),
      lastTargetTime: new Date("2026-11-23T05:00:00.000Z"),
    });
    expect(taskDays(running, now, zone)).toEqual({ fromDay: "2026-11-23", toDay: "2026-11-25" });
  });

  it("is in maintenance while an open service order holds the vehicle, whatever else is planned", () => {
    const facts: AvailabilityFacts = {
      tasks: [task()],
      serviceOrders: [
        { serviceOrderId: 7, status: "IN_PROGRESS", scheduledDay: "2026-11-24", finishedOn: null },
      ],
      offs: [{ unavailabilityId: 3, fromDay: "2026-11-26", toDay: "2026-11-26" }],
    };
    expect(availabilityOnDay("2026-11-23", facts, now, zone).state).toBe("FREE");
    expect(availabilityOnDay("2026-11-25", facts, now, zone)).toMatchObject({
      state: "MAINTENANCE",
      serviceOrderIds: [7],
    });
    // an open order is not assumed to run past today
    expect(availabilityOnDay("2026-11-26", facts, now, zone)).toMatchObject({
      state: "OFF",
      fleetTaskIds: [1],
      unavailabilityIds: [3],
    });
  });

  it("a service order: a future confirmed one holds its day, a done one to its finish, a draft nothing", () => {
    const base = { serviceOrderId: 1, scheduledDay: "2026-11-27", finishedOn: null };
    expect(serviceOrderDays({ ...base, status: "CONFIRMED" }, "2026-11-25", zone)).toEqual({
      fromDay: "2026-11-27",
      toDay: "2026-11-27",
    });
    expect(serviceOrderDays({ ...base, status: "DRAFT" }, "2026-11-25", zone)).toBeNull();
    expect(serviceOrderDays({ ...base, status: "CANCELED" }, "2026-11-25", zone)).toBeNull();
    expect(
      serviceOrderDays(
        { ...base, status: "DONE", finishedOn: new Date("2026-11-28T20:00:00.000Z") },
        "2026-11-30",
        zone,
      ),
    ).toEqual({ fromDay: "2026-11-27", toDay: "2026-11-29" });
  });

  it("the week view runs Monday to Sunday around the day", () => {
    expect(availabilityDays("2026-11-26", "WEEK")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(availabilityDays("2026-11-29", "WEEK")[0]).toBe("2026-11-23");
    expect(availabilityDays("2026-11-26", "DAY")).toEqual(["2026-11-26"]);
  });

  it("validates an unavailability: one subject, ordered days, at most a year", () => {
    const ok = { vehicleId: 1, reason: "REPAIR", fromDay: "2026-11-26", toDay: "2026-11-27" };
    expect(createUnavailabilityInputSchema.safeParse(ok).success).toBe(true);
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, driverId: 2 }).success).toBe(false);
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, vehicleId: null }).success).toBe(false);
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, toDay: "2026-11-25" }).success).toBe(false);
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, toDay: "2027-11-27" }).success).toBe(false);
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, toDay: "2026-02-30" }).success).toBe(false);
    expect(isCalendarDay("2026-02-28")).toBe(true);
    // a day that is none fails as a validation, never throws
    expect(createUnavailabilityInputSchema.safeParse({ ...ok, fromDay: "x", toDay: "y" }).success).toBe(
      false,
    );
  });

  it("validates an off range's change like a new one, its subject left as it is", () => {
    const ok = {
      unavailabilityId: 3,
      reason: "SICK",
      fromDay: "2026-11-26",
      toDay: "2026-11-28",
      note: " flu ",
    };
    expect(updateUnavailabilityInputSchema.parse(ok)).toEqual({ ...ok, note: "flu" });
    expect(updateUnavailabilityInputSchema.safeParse({ ...ok, toDay: "2026-11-25" }).success).toBe(false);
    expect(updateUnavailabilityInputSchema.safeParse({ ...ok, toDay: "2027-11-27" }).success).toBe(false);
    expect(updateUnavailabilityInputSchema.safeParse({ ...ok, unavailabilityId: 0 }).success).toBe(false);
    expect(updateUnavailabilityInputSchema.safeParse({ ...ok, fromDay: "x" }).success).toBe(false);
  });
});

describe("fleet availability properties", () => {
  const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays("2025-01-01", offset));
  const instant = fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2033, 0, 1) })
    .map((ms) => new Date(ms));
  const anyTask = fc.record({
    fleetTaskId: fc.integer({ min: 1, max: 1000 }),
    status: fc.constantFrom("DRAFT", "SCHEDULED", "STARTED", "ENDED", "CANCELED" as const),
    departureTime: instant,
    lastTargetTime: fc.option(instant, { nil: null }),
    endedOn: fc.option(instant, { nil: null }),
  });

  it("a task's days always begin on its departure's company day and never end before", () => {
    fc.assert(
      fc.property(anyTask, instant, (t, at) => {
        const range = taskDays(t, at, zone);
        if (t.status === "CANCELED") return range === null;
        return (
          range !== null && range.fromDay === zonedDay(t.departureTime, zone) && range.fromDay <= range.toDay
        );
      }),
    );
  });

  it("a day's state follows the precedence maintenance > off > on a task > free", () => {
    fc.assert(
      fc.property(
        day,
        fc.array(anyTask, { maxLength: 4 }),
        fc.array(fc.record({ from: day, length: fc.integer({ min: 0, max: 10 }) }), { maxLength: 3 }),
        (at, tasks, ranges) => {
          const offs = ranges.map((range, index) => ({
            unavailabilityId: index + 1,
            fromDay: range.from,
            toDay: addDays(range.from, range.length),
          }));
          const result = availabilityOnDay(at, { tasks, serviceOrders: [], offs }, now, zone);
          const off = offs.some((range) => range.fromDay <= at && at <= range.toDay);
          if (off) return result.state === "OFF";
          return result.state === (result.fleetTaskIds.length > 0 ? "ON_TASK" : "FREE");
        },
      ),
    );
  });

  it("the week always has seven consecutive days, from a Monday, holding the day", () => {
    fc.assert(
      fc.property(day, (at) => {
        const days = availabilityDays(at, "WEEK");
        return (
          days.length === 7 &&
          days.includes(at) &&
          new Date(`${days[0]}T00:00:00Z`).getUTCDay() === 1 &&
          days.every((d, i) => i === 0 || d === addDays(days[i - 1] as string, 1))
        );
      }),
    );
  });
});
