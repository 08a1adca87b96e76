import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstView, holdFirstView } from "./firstView";

describe("afterFirstView", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 16));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs after the next paint when no page holds its first view", () => {
    const run = vi.fn();
    afterFirstView(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for every hold's release, and runs once", () => {
    const map = holdFirstView();
    const list = holdFirstView();
    const run = vi.fn();
    afterFirstView(run);
    vi.advanceTimersByTime(1_000);
    map();
    map();
    expect(run).not.toHaveBeenCalled();
    list();
    expect(run).toHaveBeenCalledTimes(1);
    holdFirstView()();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("gives up a hold after 15 s, and a cancelled wait never runs", () => {
    holdFirstView();
    const run = vi.fn();
    const cancelled = vi.fn();
    afterFirstView(run);
    afterFirstView(cancelled)();
    vi.advanceTimersByTime(14_900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
