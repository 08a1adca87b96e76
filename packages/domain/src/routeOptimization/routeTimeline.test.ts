import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { routeTimeline, type TimelineStop } from "./routeTimeline.js";

const MIN = 60_000;
const START = Date.UTC(2026, 11, 1, 1, 0);

describe("routeTimeline", () => {
  it("drives to each stop, waits for a window that opens later, serves and drives back", () => {
    const stops: TimelineStop[] = [
      { arrival: START + 20 * MIN, departure: START + 70 * MIN, windowStart: START + 60 * MIN },
      { arrival: START + 85 * MIN, departure: START + 95 * MIN, windowStart: START },
    ];
    expect(routeTimeline(START, stops, START + 120 * MIN)).toEqual([
      { kind: "travel", start: START, end: START + 20 * MIN, stop: 0 },
      { kind: "wait", start: START + 20 * MIN, end: START + 60 * MIN, stop: 0 },
      { kind: "service", start: START + 60 * MIN, end: START + 70 * MIN, stop: 0 },
      { kind: "travel", start: START + 70 * MIN, end: START + 85 * MIN, stop: 1 },
      { kind: "service", start: START + 85 * MIN, end: START + 95 * MIN, stop: 1 },
      { kind: "travel", start: START + 95 * MIN, end: START + 120 * MIN, stop: null },
    ]);
  });

  it("is empty for a route without stops", () => {
    expect(routeTimeline(START, [], null)).toEqual([]);
  });

  it("tiles the day from the shift's start to the return without gaps or overlaps, each stop served once", () => {
    const leg = fc.record({
      drive: fc.integer({ min: 0, max: 90 }),
      opensAfter: fc.option(fc.integer({ min: -60, max: 120 }), { nil: null }),
      service: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 90 }),
        (legs, back) => {
          let time = START;
          const stops = legs.map(({ drive, opensAfter, service }) => {
            const arrival = time + drive * MIN;
            const windowStart = opensAfter === null ? null : arrival + opensAfter * MIN;
            time = Math.max(arrival, windowStart ?? arrival) + service * MIN;
            return { arrival, departure: time, windowStart };
          });
          const returnAt = time + back * MIN;
          const blocks = routeTimeline(START, stops, returnAt);
          expect(blocks[0]?.start ?? returnAt).toBe(START);
          expect(blocks.at(-1)?.end ?? START).toBe(returnAt);
          blocks.forEach((block, i) => {
            expect(block.end).toBeGreaterThan(block.start);
            if (i > 0) expect(block.start).toBe(blocks[i - 1]?.end);
          });
          legs.forEach(({ service }, index) => {
            const served = blocks.filter((b) => b.kind === "service" && b.stop === index);
            expect(served.reduce((sum, b) => sum + b.end - b.start, 0)).toBe(service * MIN);
          });
        },
      ),
    );
  });
});
