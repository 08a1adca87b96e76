export const LAYOUT_SETTINGS_STORAGE_KEY = "ARMADA_LAYOUT_SETTINGS";

/** Spec §2.3/§9: when enabled, a full-page preloader shows for 2.5 s on app load. */
export const PRELOADER_DURATION_MS = 2500;

export const LAYOUT_MODES = ["vertical", "horizontal"] as const;
export const LAYOUT_WIDTHS = ["fluid", "boxed", "scrollable"] as const;
export const SIDEBAR_TYPES = ["dark", "light", "compact", "icon", "colored"] as const;
export const TOPBAR_THEMES = ["dark", "light", "colored"] as const;

export type LayoutMode = (typeof LAYOUT_MODES)[number];
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];
export type SidebarType = (typeof SIDEBAR_TYPES)[number];
export type TopbarTheme = (typeof TOPBAR_THEMES)[number];

export interface LayoutSettings {
  layout: LayoutMode;
  width: LayoutWidth;
  sidebar: SidebarType;
  topbar: TopbarTheme;
  preloader: boolean;
}

export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  layout: "vertical",
  width: "fluid",
  sidebar: "dark",
  topbar: "light",
  preloader: false,
};

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads stored settings, dropping anything unknown. */
export function parseLayoutSettings(value: unknown): LayoutSettings {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    layout: oneOf(LAYOUT_MODES, raw.layout, d.layout),
    width: oneOf(LAYOUT_WIDTHS, raw.width, d.width),
    sidebar: oneOf(SIDEBAR_TYPES, raw.sidebar, d.sidebar),
    topbar: oneOf(TOPBAR_THEMES, raw.topbar, d.topbar),
    preloader: typeof raw.preloader === "boolean" ? raw.preloader : d.preloader,
  };
}

/**
 * Applies a change the way the settings bar does: choosing the boxed width sets the icon sidebar;
 * choosing fluid or scrollable sets the dark sidebar (docs/spec/alert-center-and-shell.md §2.3).
 */
export function changeLayoutSettings(
  current: LayoutSettings,
  patch: Partial<LayoutSettings>,
): LayoutSettings {
  const next = { ...current, ...patch };
  if (patch.width === "boxed") next.sidebar = "icon";
  else if (patch.width === "fluid" || patch.width === "scrollable") next.sidebar = "dark";
  return next;
}

/** Colour scheme of the side menu for a sidebar type (compact and icon are dark). */
export function sidebarTone(sidebar: SidebarType): "dark" | "light" | "colored" {
  if (sidebar === "light") return "light";
  if (sidebar === "colored") return "colored";
  return "dark";
}

/** Size of the side menu for a sidebar type. */
export function sidebarSize(sidebar: SidebarType): "full" | "compact" | "icon" {
  if (sidebar === "compact") return "compact";
  if (sidebar === "icon") return "icon";
  return "full";
}
