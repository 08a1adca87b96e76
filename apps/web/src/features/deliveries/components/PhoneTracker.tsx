import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { type PhoneFix, phoneFix } from "../lib/phoneFix";
import { useDriverActions } from "./DriverActions";
import { useDriverTasks } from "./useDriverTasks";

/** Fixes wait on the phone at most this long before they are queued for the server together. */
const BATCH_MS = 15_000;
/** ... or until this many are waiting. */
const BATCH_FIXES = 20;

export type PhoneTrackingState =
  | { kind: "locating" }
  | { kind: "tracking"; last: PhoneFix }
  | { kind: "denied" }
  | { kind: "unavailable" }
  | { kind: "unsupported" };

interface PhoneTracker {
  /** the running task whose vehicle the phone tracks, or null */
  fleetTaskId: number | null;
  state: PhoneTrackingState;
  /** Queues the fixes still waiting: before the task's end, which would refuse them after it. */
  flush(): Promise<void>;
}

const Context = createContext<PhoneTracker | null>(null);

/**
 * The driver's phone as the vehicle's tracker (issue 33): while one of the driver's tasks runs on a vehicle that takes
 * its position from the phone and the app is open, `watchPosition` (high accuracy) feeds its fixes, in batches, to
 * the offline queue: kept on the phone without a signal, sent in order behind the driver's actions.
 */
export function PhoneTrackerProvider({ children }: { children: ReactNode }) {
  const { tasks } = useDriverTasks();
  const { submit } = useDriverActions();
  const fleetTaskId =
    tasks?.find((task) => task.status === "STARTED" && task.phoneTracking)?.fleetTaskId ?? null;
  const [state, setState] = useState<PhoneTrackingState>({ kind: "locating" });
  // the queue's submit changes with the queue: the watch must not restart for it
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const waiting = useRef<PhoneFix[]>([]);
  const flushRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    if (fleetTaskId === null) return;
    const queue = async () => {
      const positions = waiting.current.splice(0);
      if (positions.length > 0) await submitRef.current({ kind: "positions", fleetTaskId, positions });
    };
    flushRef.current = queue;
    if (!("geolocation" in navigator)) {
      setState({ kind: "unsupported" });
      return;
    }
    setState({ kind: "locating" });
    let first = true;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const fix = phoneFix(position);
        waiting.current.push(fix);
        setState({ kind: "tracking", last: fix });
        // the first fix at once: the operator sees the vehicle as soon as the task starts
        if (first || waiting.current.length >= BATCH_FIXES) void queue();
        first = false;
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setState({ kind: "denied" });
          return;
        }
        setState((current) => (current.kind === "tracking" ? current : { kind: "unavailable" }));
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    const timer = window.setInterval(() => void queue(), BATCH_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      void queue();
      flushRef.current = async () => {};
    };
  }, [fleetTaskId]);

  const flush = useCallback(() => flushRef.current(), []);
  return <Context.Provider value={{ fleetTaskId, state, flush }}>{children}</Context.Provider>;
}

export function usePhoneTracker(): PhoneTracker {
  const tracker = useContext(Context);
  if (!tracker) throw new Error("usePhoneTracker outside PhoneTrackerProvider");
  return tracker;
}
