import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chunked,
  DOCUMENT_EXPIRY_THRESHOLDS,
  documentExpiryThreshold,
  geofenceCrossings,
  statusTransitions,
} from "./webhookEventRules.js";

describe("statusTransitions", () => {
  it("says nothing of a first report", () => {
    expect(statusTransitions(undefined, { ignition: true, offline: false })).toEqual([]);
  });

  it("tells a device back online, one gone offline, and the ignition switched", () => {
    expect(statusTransitions({ ignition: false, offline: true }, { ignition: true, offline: false })).toEqual(
      ["device.online", "ignition.on"],
    );
    expect(statusTransitions({ ignition: true, offline: false }, { ignition: true, offline: true })).toEqual([
      "device.offline",
    ]);
    expect(
      statusTransitions({ ignition: true, offline: false }, { ignition: false, offline: false }),
    ).toEqual(["ignition.off"]);
  });

  it("ignores an unknown ignition reading on either side", () => {
    expect(statusTransitions({ ignition: null, offline: false }, { ignition: true, offline: false })).toEqual(
      [],
    );
    expect(statusTransitions({ ignition: true, offline: false }, { ignition: null, offline: false })).toEqual(
      [],
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
