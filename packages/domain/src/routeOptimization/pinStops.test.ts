import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pinStops } from "./pinStops.js";
import { travelMatrix } from "./travelMatrix.js";

const rule = { detourFactor: 1.3, speedKmh: 30 };
/** The depot then stops east of it on a line: stop i at 0.01° × (i + 1). */
const line = (count: number) =>
  travelMatrix(
    [
      { lat: -6.2, lng: 106.8 },
      ...Array.from({ length: count }, (_, i) => ({ lat: -6.2, lng: 106.8 + 0.01 * (i + 1) })),
    ],
    rule,
  );

describe("pinStops", () => {
  it("moves a pinned stop onto its route where it adds the fewest km", () => {
    // stop 1 lies between stops 0 and 2 on the line
    expect(pinStops([[1], [0, 2]], new Map([[1, 1]]), line(3))).toEqual([[], [0, 1, 2]]);
  });

  it("places an unassigned pinned stop and leaves a stop already on its route alone", () => {
    expect(
      pinStops(
        [[2, 0], []],
        new Map([
          [2, 0],
          [1, 1],
        ]),
        line(3),
      ),
    ).toEqual([[2, 0], [1]]);
  });

  it("keeps every stop exactly once, pinned ones on their routes, the others in their order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }).chain((count) =>
          fc.tuple(
            fc.constant(count),
            fc.array(fc.integer({ min: 0, max: 3 }), { minLength: count, maxLength: count }),
            fc.array(fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }), {
              minLength: count,
              maxLength: count,
            }),
          ),
        ),
        ([count, placement, pinned]) => {
          // placement 3: unassigned
          const routes = [0, 1, 2].map((r) => placement.flatMap((p, stop) => (p === r ? [stop] : [])));
          const pins = new Map(pinned.flatMap((r, stop) => (r === null ? [] : [[stop, r] as const])));
          const next = pinStops(routes, pins, line(count));
          const all = next.flat();
          expect(new Set(all).size).toBe(all.length);
          for (const [stop, r] of pins) expect(next[r]).toContain(stop);
          next.forEach((route, r) => {
            const kept = route.filter((stop) => !pins.has(stop));
            expect(kept).toEqual((routes[r] ?? []).filter((stop) => !pins.has(stop)));
          });
        },
      ),
    );
  });
});
