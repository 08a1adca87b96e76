import { describe, expect, it } from "vitest";
import {
  changeLayoutSettings,
  DEFAULT_LAYOUT_SETTINGS,
  parseLayoutSettings,
  sidebarSize,
  sidebarTone,
} from "./layoutSettings";

describe("changeLayoutSettings", () => {
  it("sets the icon sidebar when boxed width is chosen", () => {
    const next = changeLayoutSettings({ ...DEFAULT_LAYOUT_SETTINGS, sidebar: "light" }, { width: "boxed" });
    expect(next).toMatchObject({ width: "boxed", sidebar: "icon" });
  });

  it("sets the dark sidebar when fluid or scrollable width is chosen", () => {
    const boxed = { ...DEFAULT_LAYOUT_SETTINGS, width: "boxed" as const, sidebar: "icon" as const };
    expect(changeLayoutSettings(boxed, { width: "fluid" }).sidebar).toBe("dark");
    expect(changeLayoutSettings(boxed, { width: "scrollable" }).sidebar).toBe("dark");
  });

  it("keeps the chosen sidebar when another option changes", () => {
    const current = { ...DEFAULT_LAYOUT_SETTINGS, sidebar: "colored" as const };
    expect(changeLayoutSettings(current, { topbar: "dark" }).sidebar).toBe("colored");
    expect(changeLayoutSettings(current, { sidebar: "compact" }).sidebar).toBe("compact");
  });
});

describe("parseLayoutSettings", () => {
  it("falls back to defaults for missing or unknown values", () => {
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings({ layout: "diagonal", width: "boxed", preloader: "yes" })).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      width: "boxed",
    });
  });
});

describe("sidebar tone and size", () => {
  it("derives colours and sizes from the sidebar type", () => {
    expect(sidebarTone("compact")).toBe("dark");
    expect(sidebarTone("light")).toBe("light");
    expect(sidebarSize("icon")).toBe("icon");
    expect(sidebarSize("colored")).toBe("full");
  });
});
