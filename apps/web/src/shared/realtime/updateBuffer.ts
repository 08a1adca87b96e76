import type { VehicleUpdate } from "./vehicleUpdate";

export interface UpdateBuffer {
  push(updates: readonly VehicleUpdate[]): void;
  /** Delivers what is pending now (used on unmount / in tests). */
  flush(): void;
  dispose(): void;
}

/** ISO times compare as strings; a missing time counts as oldest. */
function isNewer(candidate: VehicleUpdate, current: VehicleUpdate | undefined) {
  if (!current) return true;
  if (candidate.lastPacket !== current.lastPacket) return candidate.lastPacket > current.lastPacket;
  return candidate.fixTime >= current.fixTime;
}

/**
 * Coalesces vehicle updates per vehicle (the newest wins) and hands them over at most once every `intervalMs`,
 * so React state and map sources change a few times a second however many messages arrive.
 */
export function createUpdateBuffer(
  onFlush: (updates: VehicleUpdate[]) => void,
  intervalMs = 250,
  timers: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (run, ms) => setTimeout(run, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): UpdateBuffer {
  let pending = new Map<number, VehicleUpdate>();
  let timer: unknown = null;
  let lastFlush = Number.NEGATIVE_INFINITY;

  function flush() {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    lastFlush = Date.now();
    onFlush(batch);
  }

  return {
    push(updates) {
      for (const update of updates) {
        if (isNewer(update, pending.get(update.vehicleId))) pending.set(update.vehicleId, update);
      }
      if (timer !== null || pending.size === 0) return;
      const wait = Math.max(0, lastFlush + intervalMs - Date.now());
      timer = timers.set(flush, wait);
    },
    flush,
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      pending = new Map();
    },
  };
}
