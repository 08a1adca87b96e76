import { useEffect, useRef, useSyncExternalStore } from "react";
import { realtimeSocket, type SocketStatus } from "./realtimeSocket";
import { createUpdateBuffer } from "./updateBuffer";
import type { VehicleUpdate } from "./vehicleUpdate";

/** Socket connection state of this tab. */
export function useRealtimeStatus(): SocketStatus {
  return useSyncExternalStore(realtimeSocket.subscribeStatus, realtimeSocket.getStatus, () => "idle");
}

/** Calls `onBatch` with coalesced vehicle updates at most every `intervalMs` (default 250 ms, ≤ 4×/s). */
export function useVehicleUpdates(onBatch: (updates: VehicleUpdate[]) => void, intervalMs = 250) {
  const callback = useRef(onBatch);
  callback.current = onBatch;
  useEffect(() => {
    const buffer = createUpdateBuffer((updates) => callback.current(updates), intervalMs);
    const unsubscribe = realtimeSocket.onUpdates((updates) => buffer.push(updates));
    return () => {
      unsubscribe();
      buffer.dispose();
    };
  }, [intervalMs]);
}

/** Calls `onReconnect` each time the socket comes back after a gap (refetch what was missed). */
export function useOnReconnect(onReconnect: () => void) {
  const callback = useRef(onReconnect);
  callback.current = onReconnect;
  useEffect(() => realtimeSocket.onReconnect(() => callback.current()), []);
}

/** Calls `onMessage` with the `data` of every socket message of `type` (no subscription while type is null). */
export function useSocketMessage<T = unknown>(type: string | null, onMessage: (data: T) => void) {
  const callback = useRef(onMessage);
  callback.current = onMessage;
  useEffect(() => {
    if (!type) return;
    return realtimeSocket.onMessage<T>(type, (data) => callback.current(data));
  }, [type]);
}
