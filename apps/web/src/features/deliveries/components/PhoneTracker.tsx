import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { type PhoneFix, phoneFix } from "../lib/phoneFix";
import { gapsAfterFix, NO_TRACKING_GAPS, type TrackingGaps } from "../lib/trackingGaps";
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

/** The screen kept on while the task runs (Screen Wake Lock): held, not offered by the browser, or refused. */
export type WakeLockState = "held" | "unsupported" | "refused" | "released";

interface PhoneTracker {
  /** the running task whose vehicle the phone tracks, or null */
  fleetTaskId: number | null;
  state: PhoneTrackingState;
  wakeLock: WakeLockState;
  /** when the page was hidden (the browser stops the phone's positions then), until a fix came again */
  pausedSince: number | null;
  /** the gaps in the positions during the task */
  gaps: TrackingGaps;
  /** Queues the fixes still waiting: before the task's end, which would refuse them after it. */
  flush(): Promise<void>;
}

const Context = createContext<PhoneTracker | null>(null);

/**
 * The driver's phone as the vehicle's tracker (issue 33): while one of the driver's tasks runs on a vehicle that takes
 * its position from the phone and the app is open, `watchPosition` (high accuracy) feeds its fixes, in batches, to
 * the offline queue: kept on the phone without a signal, sent in order behind the driver's actions.
 *
 * A web page gets no positions while it is hidden (docs/decisions.md): the screen is kept on with a wake lock while
 * the task runs (taken again each time the page is shown; let go at the task's end), the waiting fixes are queued
 * when the page is hidden, and the driver is told when it was (`pausedSince`) and how long the positions stopped
 * (`gaps`) once they come again.
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
  const [wakeLock, setWakeLock] = useState<WakeLockState>("released");
  const [pausedSince, setPausedSince] = useState<number | null>(null);
  const [gaps, setGaps] = useState<TrackingGaps>(NO_TRACKING_GAPS);

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
    setGaps(NO_TRACKING_GAPS);
    setPausedSince(null);
    let first = true;
    let lastFixAt: number | null = null;
    let paused: number | null = null;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const fix = phoneFix(position);
        if (lastFixAt !== null && position.timestamp <= lastFixAt) return; // a cached fix sent already
        const previous = lastFixAt;
        const since = paused;
        setGaps((current) => gapsAfterFix(current, previous, since, position.timestamp));
        lastFixAt = position.timestamp;
        paused = null;
        setPausedSince(null);
        waiting.current.push(fix);
        setState({ kind: "tracking", last: fix });
        // the first fix at once, and the first after a pause: the operator sees the vehicle as soon as it is tracked
        if (first || since !== null || waiting.current.length >= BATCH_FIXES) void queue();
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

    // the screen kept on while the task runs; the browser lets the lock go whenever the page is hidden
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const lockScreen = async () => {
      if (!("wakeLock" in navigator) || !navigator.wakeLock) {
        setWakeLock("unsupported");
        return;
      }
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (ended) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setWakeLock("held");
        lock.addEventListener("release", () => {
          if (!ended) setWakeLock("released");
        });
      } catch {
        if (!ended) setWakeLock("refused");
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        // positions stop until the page is shown again: what is waiting goes now
        paused ??= Date.now();
        setPausedSince(paused);
        void queue();
        return;
      }
      void lockScreen();
    };
    document.addEventListener("visibilitychange", onVisibility);
    void lockScreen();
    return () => {
      ended = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release().catch(() => {});
      sentinel = null;
      setWakeLock("released");
      setPausedSince(null);
      void queue();
      flushRef.current = async () => {};
    };
  }, [fleetTaskId]);

  const flush = useCallback(() => flushRef.current(), []);
  return (
    <Context.Provider value={{ fleetTaskId, state, wakeLock, pausedSince, gaps, flush }}>
      {children}
    </Context.Provider>
  );
}

export function usePhoneTracker(): PhoneTracker {
  const tracker = useContext(Context);
  if (!tracker) throw new Error("usePhoneTracker outside PhoneTrackerProvider");
  return tracker;
}
