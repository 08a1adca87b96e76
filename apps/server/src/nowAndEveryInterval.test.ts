import { afterEach, describe, expect, it, vi } from "vitest";
import { nowAndEveryInterval } from "./nowAndEveryInterval.js";

const log = { error: vi.fn() };

describe("nowAndEveryInterval", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs now, then every interval", async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => {});
    const job = nowAndEveryInterval(work, 1_000, log, "failed");
    await job.settled();
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(work).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it("runs first after the delay given, then every interval from it", async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => {});
    const job = nowAndEveryInterval(work, 1_000, log, "failed", 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it("never runs when stopped before the delay ends", async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => {});
    const job = nowAndEveryInterval(work, 1_000, log, "failed", 5_000);
    await job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});
