import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Rows handled between two turns of the event loop: a few milliseconds of work, so sockets, device
 * acknowledgements and other requests are served while a month-long report is built.
 */
export const ROWS_PER_TURN = 100;

/** `each` over the rows `size` at a time, the event loop served between two chunks; the results in order. */
export async function inChunks<T, R>(
  rows: readonly T[],
  size: number,
  each: (chunk: T[]) => R[] | Promise<R[]>,
) {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await nextTurn();
    for (const result of await each(rows.slice(start, start + size))) results.push(result);
  }
  return results;
}

/** Sorted lists merged into one sorted list, two at a time, the event loop served every ROWS_PER_TURN rows. */
export async function mergeSorted<T>(lists: readonly T[][], compare: (a: T, b: T) => number): Promise<T[]> {
  let round = lists.filter((list) => list.length > 0);
  let steps = 0;
  while (round.length > 1) {
    const next: T[][] = [];
    for (let index = 0; index < round.length; index += 2) {
      const a = round[index] as T[];
      const b = round[index + 1];
      if (!b) {
        next.push(a);
        continue;
      }
      const merged: T[] = [];
      let x = 0;
      let y = 0;
      while (x < a.length || y < b.length) {
        const fromA = y >= b.length || (x < a.length && compare(a[x] as T, b[y] as T) <= 0);
        merged.push((fromA ? a[x++] : b[y++]) as T);
        if (++steps % (ROWS_PER_TURN * 20) === 0) await nextTurn();
      }
      next.push(merged);
    }
    round = next;
  }
  return round[0] ?? [];
}
