import { ACCESS_KEYS, buildMenu, DRIVER_MOBILE_MENU, FEATURE_FLAGS, MOBILE_MENU } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { MENU_ICONS } from "./menuIcons";

describe("MENU_ICONS", () => {
  it("has a component for every icon the menus use", () => {
    const allFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true]));
    const menu = buildMenu({
      accessKeys: ACCESS_KEYS,
      featureFlags: allFlags,
      companyId: 1,
      pathname: "/",
      helpUrl: "",
    });
    const names = [
      ...menu.flatMap((item) => [item.icon, ...(item.children ?? []).map((child) => child.icon)]),
      ...[...MOBILE_MENU, ...DRIVER_MOBILE_MENU].map((item) => item.icon),
    ];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !MENU_ICONS[name])).toEqual([]);
  });
});
