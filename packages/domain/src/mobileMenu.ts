import { isPathUnder } from "./paths.js";

export interface MobileMenuItem {
  id: string;
  labelKey: string;
  path: string;
  /** Tabler icon name. */
  icon: string;
}

/** Bottom menu on mobile (docs/spec/alert-center-and-shell.md §2.2): Dashboard, Liveview, Notifikasi, Report, Profile. */
export const MOBILE_MENU: readonly MobileMenuItem[] = [
  { id: "dashboard", labelKey: "menu.dashboard", path: "/dashboard/", icon: "layout-dashboard" },
  { id: "liveview", labelKey: "menu.liveview", path: "/liveview-2/", icon: "map-pin" },
  { id: "notification", labelKey: "menu.notification", path: "/notification/", icon: "bell" },
  { id: "report", labelKey: "menu.report", path: "/report/", icon: "report" },
  { id: "profile", labelKey: "menu.profile", path: "/profile/", icon: "user" },
];

/**
 * The driver's bottom menu on a phone: their home, their tasks (the driver's app, issue 33), their alerts, their score
 * and their profile (a driver has none of the operators' pages, docs/spec/alert-center-and-shell.md §2.3 and §6 Driver).
 */
export const DRIVER_MOBILE_MENU: readonly MobileMenuItem[] = [
  { id: "driver-home", labelKey: "driverHome.menu.home", path: "/driver/", icon: "home" },
  { id: "driver-tasks", labelKey: "driverHome.menu.tasks", path: "/driver/tasks/", icon: "truck-delivery" },
  { id: "driver-alerts", labelKey: "driverHome.menu.alerts", path: "/driver/alerts/", icon: "bell" },
  { id: "driver-score", labelKey: "driverHome.menu.score", path: "/driver/score/", icon: "gauge" },
  { id: "profile", labelKey: "menu.profile", path: "/profile/", icon: "user" },
];

/** The mobile bottom menu is hidden on the live view pages (new and old). */
export function isMobileMenuHidden(pathname: string): boolean {
  return isPathUnder(pathname, "/liveview-2/") || isPathUnder(pathname, "/liveview/");
}

/** The entry of a bottom menu the page belongs to: the deepest one it lies under (/driver/alerts/ is not /driver/). */
export function activeMobileMenuItem(
  items: readonly MobileMenuItem[],
  pathname: string,
): MobileMenuItem | undefined {
  return items
    .filter((item) => isPathUnder(pathname, item.path))
    .reduce<MobileMenuItem | undefined>(
      (deepest, item) => (deepest && deepest.path.length >= item.path.length ? deepest : item),
      undefined,
    );
}
