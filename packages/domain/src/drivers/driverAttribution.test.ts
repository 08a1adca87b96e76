import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attributeDriver,
  CARD_READ_VALID_MS,
  type DriverAssignmentPeriod,
  type DriverCardRead,
} from "./driverAttribution.js";

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 24, hour, minute));
const period = (
  driverId: number,
  slot: 1 | 2,
  startedAt: Date,
  endedAt: Date | null = null,
): DriverAssignmentPeriod => ({ driverId, slot, startedAt, endedAt });

describe("attributeDriver", () => {
  const assignments = [period(11, 1, at(0), at(12)), period(12, 1, at(12)), period(21, 2, at(0))];

  it("gives the assigned driver 1 of the moment, the period's end excluded", () => {
    expect(attributeDriver(at(8), [], assignments)).toEqual({ source: "assignment", driverId: 11 });
    expect(attributeDriver(at(12), [], assignments)).toEqual({ source: "assignment", driverId: 12 });
  });

  it("falls back to driver 2 when slot 1 is empty, and to nobody before any assignment", () => {
    expect(attributeDriver(at(8), [], [period(21, 2, at(0))])).toEqual({
      source: "assignment",
      driverId: 21,
    });
    expect(attributeDriver(at(8), [], [period(11, 1, at(9))])).toEqual({ source: "none", driverId: null });
  });

  it("lets a card read beat the assignment, the latest read before the time winning", () => {
    const reads: DriverCardRead[] = [
      { driverId: 31, identifiedAt: at(7) },
      { driverId: 32, identifiedAt: at(9) },
      { driverId: 33, identifiedAt: at(10) },
    ];
    expect(attributeDriver(at(6), reads, assignments)).toEqual({ source: "assignment", driverId: 11 });
    expect(attributeDriver(at(9, 30), reads, assignments)).toEqual({ source: "card", driverId: 32 });
    expect(attributeDriver(at(9), reads, assignments)).toEqual({ source: "card", driverId: 32 });
  });

  it("attributes to nobody known after an unknown card, not to the assigned driver", () => {
    const reads = [{ driverId: null, identifiedAt: at(7) }];
    expect(attributeDriver(at(8), reads, assignments)).toEqual({ source: "card", driverId: null });
  });

  it("forgets a card read after a shift", () => {
    const reads = [{ driverId: 31, identifiedAt: at(0) }];
    const stillValid = new Date(at(0).getTime() + CARD_READ_VALID_MS - 1);
    expect(attributeDriver(stillValid, reads, assignments).driverId).toBe(31);
    expect(attributeDriver(new Date(at(0).getTime() + CARD_READ_VALID_MS), reads, assignments)).toEqual({
      source: "assignment",
      driverId: 12,
    });
  });

  it("never names a driver who neither presented a card nor was assigned at that time", () => {
    const time = fc.integer({ min: 0, max: 48 * 3_600_000 });
    const read = fc.record({ driverId: fc.option(fc.integer({ min: 1, max: 9 })), identifiedAt: time });
    const assignment = fc.record({
      driverId: fc.integer({ min: 1, max: 9 }),
      slot: fc.constantFrom(1 as const, 2 as const),
      startedAt: time,
      length: fc.option(fc.integer({ min: 1, max: 24 * 3_600_000 })),
    });
    fc.assert(
      fc.property(time, fc.array(read), fc.array(assignment), (now, rawReads, rawAssignments) => {
        const reads = rawReads.map((r) => ({ driverId: r.driverId, identifiedAt: new Date(r.identifiedAt) }));
        const periods = rawAssignments.map((a) => ({
          driverId: a.driverId,
          slot: a.slot,
          startedAt: new Date(a.startedAt),
          endedAt: a.length === null ? null : new Date(a.startedAt + a.length),
        }));
        const result = attributeDriver(new Date(now), reads, periods);
        if (result.source === "card") {
          expect(
            reads.some(
              (r) =>
                r.driverId === result.driverId &&
                r.identifiedAt.getTime() <= now &&
                now - r.identifiedAt.getTime() < CARD_READ_VALID_MS,
            ),
          ).toBe(true);
        } else if (result.source === "assignment") {
          expect(
            periods.some(
              (p) =>
                p.driverId === result.driverId &&
                p.startedAt.getTime() <= now &&
                (p.endedAt === null || now < p.endedAt.getTime()),
            ),
          ).toBe(true);
        }
      }),
    );
  });
});
