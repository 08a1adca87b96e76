import { describe, expect, it } from "vitest";
import { gapsAfterFix, NO_TRACKING_GAPS, TRACKING_GAP_MS } from "./trackingGaps";

const at = (minutes: number) => Date.UTC(2026, 11, 1, 8, 0, 0) + minutes * 60_000;

describe("gapsAfterFix", () => {
  it("counts no gap while fixes come in often and the page stays open", () => {
    let gaps = NO_TRACKING_GAPS;
    for (let minute = 1; minute <= 10; minute++) gaps = gapsAfterFix(gaps, at(minute - 1), null, at(minute));
    expect(gaps).toEqual(NO_TRACKING_GAPS);
    expect(gapsAfterFix(gaps, null, null, at(0))).toEqual(NO_TRACKING_GAPS);
  });

  it("counts the time from the last fix to the first one after the page was hidden, however short", () => {
    const gaps = gapsAfterFix(NO_TRACKING_GAPS, at(0), at(0.5), at(0.75));
    expect(gaps).toEqual({ count: 1, totalMs: 45_000, last: { from: at(0), to: at(0.75) } });
  });

  it("counts a long silence of an open page (GPS lost) and adds up the gaps of the task", () => {
    let gaps = gapsAfterFix(NO_TRACKING_GAPS, at(0), null, at(0) + TRACKING_GAP_MS);
    expect(gaps.count).toBe(0);
    gaps = gapsAfterFix(gaps, at(0), null, at(5));
    gaps = gapsAfterFix(gaps, at(6), at(7), at(20));
    expect(gaps).toEqual({ count: 2, totalMs: 19 * 60_000, last: { from: at(6), to: at(20) } });
  });

  it("runs a gap from the pause when no fix came before it", () => {
    expect(gapsAfterFix(NO_TRACKING_GAPS, null, at(3), at(4))).toEqual({
      count: 1,
      totalMs: 60_000,
      last: { from: at(3), to: at(4) },
    });
  });

  it("ignores a fix older than the one before it (the browser's cached fix)", () => {
    expect(gapsAfterFix(NO_TRACKING_GAPS, at(5), at(6), at(4))).toEqual(NO_TRACKING_GAPS);
  });
});
