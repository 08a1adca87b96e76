import type { RawAlert } from "../api/rawAlert";

/** Popup colour (docs/spec/alert-center-and-shell.md §2.5): resolved or false → green; urgent (or any alert without urgent access) → red; else orange. */
export function alertColor(
  alert: Pick<RawAlert, "isResolved" | "isFalseAlert" | "isUrgent">,
  canSeeUrgent: boolean,
): "green" | "red" | "orange" {
  if (alert.isResolved || alert.isFalseAlert) return "green";
  if (!canSeeUrgent || alert.isUrgent) return "red";
  return "orange";
}

/** The alert's description in the UI language. */
export function alertDescription(alert: Pick<RawAlert, "alert">, language: string): string {
  return language === "en" ? alert.alert.descriptionEng : alert.alert.descriptionIdn;
}

/** The icon file of an alert code (served from /alert-icons/); falls back to a generic bell. */
export function alertIconSrc(iconUrl: string | null | undefined): string {
  if (!iconUrl) return "/alert-icons/alert.svg";
  if (iconUrl.startsWith("/") || iconUrl.startsWith("http")) return iconUrl;
  return `/alert-icons/${iconUrl.replace(/\.svg$/, "")}.svg`;
}

/** Paths where the alert socket stays off (docs/spec/alert-center-and-shell.md §7 #13: /liveview, /controltower/, /controltower-2/). */
export function isAlertSocketPath(pathname: string): boolean {
  return !/^\/(liveview|controltower|controltower-2)(\/|$)/.test(pathname);
}
