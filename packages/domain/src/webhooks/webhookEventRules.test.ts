import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chunked,
  DOCUMENT_EXPIRY_THRESHOLDS,
  documentExpiryThreshold,
  geofenceCrossings,
  ignitionSwitches,
  onlineTransitions,
} from "./webhookEventRules.js";

describe("onlineTransitions", () => {
  it("says nothing of a first report or an unchanged connection", () => {
    expect(onlineTransitions(undefined, { offline: false })).toEqual([]);
    expect(onlineTransitions({ offline: true }, { offline: true })).toEqual([]);
  });

  it("tells a device back online and one gone offline", () => {
    expect(onlineTransitions({ offline: true }, { offline: false })).toEqual(["device.online"]);
    expect(onlineTransitions({ offline: false }, { offline: true })).toEqual(["device.offline"]);
  });
});

describe("ignitionSwitches", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 8, minute));
  const reading = (minute: number, ignition: boolean | null) => ({ ignition, fixTime: at(minute) });

  it("says nothing of a first report", () => {
    expect(ignitionSwitches(undefined, [reading(1, true), reading(2, false)], reading(2, false))).toEqual([]);
  });

  it("tells a switch on and off inside one write, each at its fix, in fix order", () => {
    expect(
      ignitionSwitches(false, [reading(3, false), reading(1, true), reading(2, null)], reading(3, false)),
    ).toEqual([
      { type: "ignition.on", reading: reading(1, true) },
      { type: "ignition.off", reading: reading(3, false) },
    ]);
  });

  it("skips unknown readings and starts telling once a reading is known", () => {
    expect(ignitionSwitches(null, [reading(1, true), reading(2, false)], reading(2, false))).toEqual([
      { type: "ignition.off", reading: reading(2, false) },
    ]);
    expect(ignitionSwitches(true, [reading(1, null)], reading(1, null))).toEqual([]);
  });

  it("tells a latest status changed without a position at its own fix", () => {
    expect(ignitionSwitches(false, [], reading(5, true))).toEqual([
      { type: "ignition.on", reading: reading(5, true) },
    ]);
  });

  it("alternates, ends on the last known reading and counts every change of the known sequence", () => {
    fc.assert(
      fc.property(
        fc.option(fc.boolean(), { nil: null }),
        fc.array(fc.option(fc.boolean(), { nil: null }), { maxLength: 30 }),
        (before, values) => {
          const readings = values.map((ignition, minute) => reading(minute, ignition));
          const after = readings.at(-1) ?? reading(0, before);
          const switches = ignitionSwitches(before, readings, after);
          const known = [before, ...values].filter((value) => value !== null);
          const changes = known.filter((value, index) => index > 0 && value !== known[index - 1]).length;
          expect(switches.length).toBe(changes);
          for (let index = 1; index < switches.length; index++)
            expect(switches[index]?.type).not.toBe(switches[index - 1]?.type);
          if (switches.length > 0)
            expect(switches.at(-1)?.type).toBe(known.at(-1) ? "ignition.on" : "ignition.off");
        },
      ),
    );
  });
});

describe("geofenceCrossings", () => {
  it("enters what is only after and exits what is only before", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        (before, after) => {
          const { entered, exited } = geofenceCrossings(before, after);
          for (const id of entered) expect(before.includes(id) || !after.includes(id)).toBe(false);
          for (const id of exited) expect(after.includes(id) || !before.includes(id)).toBe(false);
          expect(entered.length + after.filter((id) => before.includes(id)).length).toBe(after.length);
          expect(exited.length + before.filter((id) => after.includes(id)).length).toBe(before.length);
        },
      ),
    );
  });
});

describe("documentExpiryThreshold", () => {
  it("answers the smallest threshold not below the days left", () => {
    expect(documentExpiryThreshold(31)).toBeNull();
    expect(documentExpiryThreshold(30)).toBe(30);
    expect(documentExpiryThreshold(8)).toBe(30);
    expect(documentExpiryThreshold(7)).toBe(7);
    expect(documentExpiryThreshold(0)).toBe(0);
    expect(documentExpiryThreshold(-1)).toBe(0);
    expect(documentExpiryThreshold(-2)).toBeNull();
  });

  it("never grows as the expiry comes closer", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 60 }), (daysLeft) => {
        const now = documentExpiryThreshold(daysLeft);
        const dayLater = documentExpiryThreshold(daysLeft - 1);
        if (now !== null && dayLater !== null) expect(dayLater).toBeLessThanOrEqual(now);
        if (now !== null) expect(DOCUMENT_EXPIRY_THRESHOLDS).toContain(now);
      }),
    );
  });
});

describe("chunked", () => {
  it("keeps every item once, in order, in slices of at most the size", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (items, size) => {
        const chunks = chunked(items, size);
        expect(chunks.flat()).toEqual(items);
        for (const chunk of chunks) expect(chunk.length).toBeGreaterThan(0);
        for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(size);
      }),
    );
  });
});
