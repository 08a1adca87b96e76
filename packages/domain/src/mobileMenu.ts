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

/** The mobile bottom menu is hidden on the live view pages (new and old). */
export function isMobileMenuHidden(pathname: string): boolean {
  return isPathUnder(pathname, "/liveview-2/") || isPathUnder(pathname, "/liveview/");
}
