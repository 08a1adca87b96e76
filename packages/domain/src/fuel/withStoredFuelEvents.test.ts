import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FuelEvent } from "./fuelEvents.js";
import { SAME_FUEL_EVENT_MS, type StoredFuelEvent, withStoredFuelEvents } from "./withStoredFuelEvents.js";

const MIN = 60_000;
const event = (kind: FuelEvent["kind"], startMin: number, endMin: number, litres: number): FuelEvent => ({
  kind,
  startTime: startMin * MIN,
  endTime: endMin * MIN,
  litres,
  levelBefore: 100,
  levelAfter: kind === "refuel" ? 100 + litres : 100 - litres,
  whileParked: true,
});

describe("withStoredFuelEvents", () => {
  it("reports a stored event as raised, even where the range's own detection saw it differently", () => {
    const stored: StoredFuelEvent[] = [{ id: 7, ...event("drain", 100, 110, 42) }];
    const found = [event("drain", 104, 118, 39.5), event("refuel", 300, 305, 80)];
    expect(withStoredFuelEvents(found, stored)).toEqual([
      { ...event("drain", 100, 110, 42), storedEventId: 7 },
      { ...event("refuel", 300, 305, 80), storedEventId: null },
    ]);
  });

  it("keeps a found event of the other kind, or one further than the margin from the stored one", () => {
    const stored: StoredFuelEvent[] = [{ id: 1, ...event("refuel", 0, 5, 50) }];
    const refuelLater = event("refuel", 5 + SAME_FUEL_EVENT_MS / MIN + 1, 30, 20);
    const drainSameTime = event("drain", 0, 5, 10);
    expect(withStoredFuelEvents([refuelLater, drainSameTime], stored).map((e) => e.storedEventId)).toEqual([
      null,
      1,
      null,
    ]);
  });

  it("loses no stored event, reports none twice, and keeps time order", () => {
    const anEvent = fc
      .record({
        kind: fc.constantFrom<FuelEvent["kind"]>("refuel", "drain"),
        start: fc.integer({ min: 0, max: 5_000 }),
        length: fc.integer({ min: 1, max: 60 }),
        litres: fc.double({ min: 1, max: 500, noNaN: true }),
      })
      .map(({ kind, start, length, litres }) => event(kind, start, start + length, litres));
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 12 }),
        fc.array(anEvent, { maxLength: 12 }),
        (found, kept) => {
          const stored = kept.map((known, index) => ({ id: index + 1, ...known }));
          const reported = withStoredFuelEvents(found, stored);
          expect(
            reported
              .filter((e) => e.storedEventId !== null)
              .map((e) => e.storedEventId)
              .sort(),
          ).toEqual(stored.map((known) => known.id).sort());
          for (const e of reported.filter((candidate) => candidate.storedEventId === null))
            expect(
              stored.some(
                (known) =>
                  known.kind === e.kind &&
                  e.startTime <= known.endTime + SAME_FUEL_EVENT_MS &&
                  e.endTime >= known.startTime - SAME_FUEL_EVENT_MS,
              ),
            ).toBe(false);
          for (let i = 1; i < reported.length; i++)
            expect((reported[i]?.startTime ?? 0) >= (reported[i - 1]?.startTime ?? 0)).toBe(true);
        },
      ),
    );
  });
});
