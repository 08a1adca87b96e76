import { describe, expect, it } from "vitest";
import { createWriteLane } from "./writeLane.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("write lane", () => {
  it("writes full batches at once, in order, one batch at a time", async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const lane = createWriteLane<number>({
      batchSize: 3,
      lingerMs: 10_000,
      async write(batch) {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await sleep(5);
        batches.push(batch);
        inFlight--;
        return true;
      },
    });
    for (let item = 1; item <= 7; item++) lane.push(item);
    await sleep(50);
    // the 7th waits for companions (linger), the full batches did not
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(lane.size()).toBe(1);
    await lane.drain();
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(maxInFlight).toBe(1);
    expect(lane.size()).toBe(0);
  });

  it("writes a partial batch after the linger", async () => {
    const batches: string[][] = [];
    const lane = createWriteLane<string>({
      batchSize: 100,
      lingerMs: 20,
      write: async (batch) => {
        batches.push(batch);
        return true;
      },
    });
    lane.push("a");
    lane.push("b");
    expect(batches).toEqual([]);
    await sleep(80);
    expect(batches).toEqual([["a", "b"]]);
  });

  it("keeps a failed batch at the head and retries it before anything newer", async () => {
    const attempts: number[][] = [];
    let failures = 1;
    const lane = createWriteLane<number>({
      batchSize: 2,
      lingerMs: 1,
      retryMs: 10,
      write: async (batch) => {
        attempts.push(batch);
        return failures-- <= 0;
      },
    });
    lane.push(1);
    lane.push(2);
    lane.push(3);
    await lane.drain();
    expect(attempts).toEqual([[1, 2], [1, 2], [3]]);
    expect(lane.size()).toBe(0);
  });
});
