/** The alert center (docs/spec/alert-center-and-shell.md §2.4, §2.5, §4): bell, panel modes, popups, live socket, dashboard card. */
export { AlertCenterBell } from "./components/AlertCenterBell";
export { AlertCenterAside, AlertCenterOverlays, useAlertCenterAside } from "./components/AlertCenterOverlays";
export { DashboardAlertCard } from "./components/DashboardAlertCard";
export { AlertCenterProvider } from "./state/AlertCenterProvider";
export { useAlertCenter } from "./state/alertCenterContext";
