/**
 * A first-in first-out queue that never holds more than `capacity` items: pushing onto a full queue drops the
 * oldest item and counts it. Streaming forward keeps one per sink so that a slow or absent broker costs a bounded
 * amount of memory and never makes ingest wait (docs/api.md "Streaming": at-most-once on overflow).
 */
export class BoundedBuffer<T> {
  readonly capacity: number;
  private readonly items: (T | undefined)[];
  private head = 0;
  private count = 0;
  /** items pushed out by newer ones since the buffer was made */
  dropped = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError("capacity must be a positive integer");
    this.capacity = capacity;
    this.items = new Array<T | undefined>(capacity);
  }

  get size() {
    return this.count;
  }

  /** Adds `item` at the end; returns the item it dropped to make room, if any. */
  push(item: T): { dropped: T } | null {
    const tail = (this.head + this.count) % this.capacity;
    if (this.count < this.capacity) {
      this.items[tail] = item;
      this.count++;
      return null;
    }
    // full: the tail is the head; the oldest goes
    const oldest = this.items[this.head] as T;
    this.items[this.head] = item;
    this.head = (this.head + 1) % this.capacity;
    this.dropped++;
    return { dropped: oldest };
  }

  /** Takes the oldest item, or undefined when empty. */
  shift(): T | undefined {
    if (this.count === 0) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined;
    this.head = (this.head + 1) % this.capacity;
    this.count--;
    return item;
  }

  /** Empties the buffer, returning how many items it held (they are not counted as dropped). */
  clear(): number {
    const held = this.count;
    this.items.fill(undefined);
    this.head = 0;
    this.count = 0;
    return held;
  }
}

/**
 * Delay before reconnect attempt `attempt` (0 for the first retry): doubling from `baseMs` up to `maxMs`, with up to
 * `jitter` of it taken off at random (`random` in [0, 1)) so that instances do not reconnect in step.
 */
export function reconnectDelayMs(
  attempt: number,
  { baseMs = 500, maxMs = 30_000, jitter = 0.2 } = {},
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.round(exponential * (1 - jitter * random()));
}
