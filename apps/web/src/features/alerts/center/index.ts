/** The alert center (docs/spec/alert-center-and-shell.md §2.4, §2.5, §4): bell, panel modes, popups, live socket, dashboard card. */
import { lazyAfterPaint } from "@/shared/ui/lazyAfterPaint";

export { AlertCenterBell } from "./components/AlertCenterBell";
export { AlertCenterProvider } from "./state/AlertCenterProvider";
export { useAlertCenter } from "./state/alertCenterContext";
export { useAlertCenterAside } from "./state/useAlertCenterAside";

// The panels, popups and dashboard card are not the first look of a page: their code loads after it has painted.
export const AlertCenterAside = lazyAfterPaint(
  async () => (await import("./components/AlertCenterOverlays")).AlertCenterAside,
);
export const AlertCenterOverlays = lazyAfterPaint(
  async () => (await import("./components/AlertCenterOverlays")).AlertCenterOverlays,
);
export const DashboardAlertCard = lazyAfterPaint(
  async () => (await import("./components/DashboardAlertCard")).DashboardAlertCard,
);
