import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedRefresh } from "./coalescedRefresh";

describe("coalescedRefresh", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns a burst of 50 alert arrivals into one counts request", () => {
    const run = vi.fn();
    const refresh = coalescedRefresh(run, 300, 2000);
    for (let index = 0; index < 50; index += 1) {
      refresh.request();
      vi.advanceTimersByTime(20);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("still refreshes at least every maxWait during an endless stream, and not after cancel", () => {
    const run = vi.fn();
    const refresh = coalescedRefresh(run, 300, 1000);
    for (let index = 0; index < 40; index += 1) {
      refresh.request();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(4);
    refresh.request();
    refresh.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(4);
  });
});
