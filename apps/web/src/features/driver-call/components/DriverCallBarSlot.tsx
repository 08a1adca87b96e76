import { lazy, Suspense } from "react";
import { useCall } from "../lib/useCall";

const InCallBar = lazy(async () => ({ default: (await import("./InCallBar")).InCallBar }));

/** Where the shell keeps the in-call bar: nothing (and no call code) until this page starts a call. */
export function DriverCallBarSlot() {
  const call = useCall();
  if (!call) return null;
  return (
    <Suspense fallback={null}>
      <InCallBar call={call} />
    </Suspense>
  );
}
