import type { MenuItem } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbTrail";

const item = (id: string, active: boolean, children?: MenuItem[]): MenuItem => ({
  id,
  labelKey: `menu.${id}`,
  path: children ? "" : `/${id}/`,
  icon: "bell",
  active,
  children,
});

describe("breadcrumbTrail", () => {
  const t = (key: string) => key.toUpperCase();

  it("returns the active top-level entry", () => {
    expect(breadcrumbTrail([item("dashboard", true), item("report", false)], t)).toEqual([
      { label: "MENU.DASHBOARD", href: "/dashboard/" },
    ]);
  });

  it("returns group and child for an entry inside a group", () => {
    const menu = [
      item("dashboard", false),
      item("tracking", true, [item("route", true), item("trackingtemp", false)]),
    ];
    expect(breadcrumbTrail(menu, t)).toEqual([
      { label: "MENU.TRACKING" },
      { label: "MENU.ROUTE", href: "/route/" },
    ]);
  });

  it("is empty when nothing is active", () => {
    expect(breadcrumbTrail([item("dashboard", false)], t)).toEqual([]);
  });
});
