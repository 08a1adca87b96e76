import { describe, expect, it } from "vitest";
import { inChunks, mergeSorted, ROWS_PER_TURN } from "./eventLoopTurns.js";

describe("mergeSorted", () => {
  it("merges sorted lists into one sorted list, keeping equal items in list order", async () => {
    const lists = [
      [1, 4, 9],
      [],
      [2, 4, 8, 10],
      [3],
      Array.from({ length: ROWS_PER_TURN * 30 }, (_, index) => index * 2),
    ];
    const merged = await mergeSorted(lists, (a, b) => a - b);
    expect(merged).toEqual(lists.flat().sort((a, b) => a - b));
    const tagged = await mergeSorted(
      [[{ key: 1, from: "a" }], [{ key: 1, from: "b" }]],
      (a, b) => a.key - b.key,
    );
    expect(tagged.map((item) => item.from)).toEqual(["a", "b"]);
    expect(await mergeSorted([], (a: number, b: number) => a - b)).toEqual([]);
  });

  it("lets a timer run while a long merge is under way", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const long = Array.from({ length: 8 }, (_, list) =>
      Array.from({ length: ROWS_PER_TURN * 100 }, (_, index) => index * 8 + list),
    );
    await mergeSorted(long, (a, b) => a - b);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe("inChunks", () => {
  it("handles the rows a chunk at a time, in order", async () => {
    const sizes: number[] = [];
    const doubled = await inChunks([1, 2, 3, 4, 5], 2, (chunk) => {
      sizes.push(chunk.length);
      return chunk.map((value) => value * 2);
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10]);
    expect(sizes).toEqual([2, 2, 1]);
  });
});
