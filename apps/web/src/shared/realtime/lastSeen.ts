import { useEffect, useMemo, useState } from "react";
import { useSession } from "../session/SessionContext";
import type { MotionClock } from "./liveVehicles";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** "5 detik yang lalu" / "5 seconds ago" in the UI language; null without a time. */
export function formatLastSeen(iso: string | null | undefined, now: number, language: string): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  // A device clock slightly ahead of ours must not read "in 2 seconds".
  const seconds = Math.min(0, Math.round((time - now) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return null;
}

/** The current time, refreshed every `intervalMs` (1 s by default) — for "last seen" texts. */
export function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The clock the motion rule reads the fleet against, ticking every `intervalMs`: a silent vehicle turns stale or
 * offline on screen without any update arriving.
 */
export function useMotionClock(intervalMs = 5000): MotionClock {
  const now = useNow(intervalMs);
  const timeouts = useSession().identity.motionTimeouts;
  return useMemo(() => ({ now, timeouts }), [now, timeouts]);
}
