import { PINNED_PANEL_WIDTH } from "../lib/layout";
import { useAlertCenter } from "./alertCenterContext";

/** AppShell `aside` settings while the alert center is pinned (the main content gets a 420 px margin). */
export function useAlertCenterAside(isMobile: boolean) {
  const center = useAlertCenter();
  return center?.mode === "pinned" && !isMobile ? { width: PINNED_PANEL_WIDTH, breakpoint: "sm" } : undefined;
}
