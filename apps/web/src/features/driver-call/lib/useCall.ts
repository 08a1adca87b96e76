import { useSyncExternalStore } from "react";
import { callStore } from "./callStore";

/** The page's call (null when none). */
export const useCall = () => useSyncExternalStore(callStore.subscribe, callStore.get, () => null);

/** The driver's voice level (RMS 0–1), updated ten times a second during a call. */
export const useCallLevel = () => useSyncExternalStore(callStore.subscribeLevel, callStore.getLevel, () => 0);
