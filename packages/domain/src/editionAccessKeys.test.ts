import { describe, expect, it } from "vitest";
import { ACCESS_KEYS } from "./accessKeys.js";
import { isInEdition, NOT_IN_EDITION_PATHS } from "./edition.js";
import { EDITION_ACCESS_KEYS } from "./editionAccessKeys.js";
import { buildMenu, type MenuItem } from "./menu.js";
import { MENU_ENTRY_ACCESS } from "./menuAccess.js";

function visiblePaths(accessKeys: readonly string[]): string[] {
  const flatten = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  const menu = buildMenu({
    accessKeys,
    featureFlags: { invoiceCoreFlag: true },
    companyId: 1,
    pathname: "/dashboard/",
    helpUrl: "https://help.armada.example/",
  });
  return flatten(menu)
    .map((item) => item.path)
    .filter((path) => path !== "");
}

describe("EDITION_ACCESS_KEYS (the demo roles' keys)", () => {
  it("opens every menu entry of this edition and none that says 'not in this edition'", () => {
    const paths = visiblePaths(EDITION_ACCESS_KEYS);
    // but live streaming, whose only key (Track Vision) the media pages of this edition need too, and the TMS
    // screens whose only keys (all four tms keys) the deliveries and fleet tasks of this edition need too
    const sharingKeys = ["/live-streaming/", "/fleet-availability/"];
    expect(paths.filter((path) => !isInEdition(path) && !sharingKeys.includes(path))).toEqual([]);
    expect(paths.filter(isInEdition)).toEqual(visiblePaths(ACCESS_KEYS).filter(isInEdition));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/dashboard/",
        "/liveview-2/",
        "/setting/",
        "/contactus/",
        "/sales-order/",
        "/delivery-request/",
      ]),
    );
  });

  it("holds the media key the alert popup's clips and the media pages need", () => {
    expect(EDITION_ACCESS_KEYS).toContain("b3i-menu-media:read");
    expect(visiblePaths(EDITION_ACCESS_KEYS)).toEqual(
      expect.arrayContaining(["/video-history/", "/vehicle-media/"]),
    );
  });

  it("keeps the menu rules: a company whose role holds those keys still sees those entries", () => {
    expect(visiblePaths(ACCESS_KEYS).filter((path) => !isInEdition(path))).toEqual(
      expect.arrayContaining(["/controltower-2/", "/live-streaming/", "/marketplace/"]),
    );
    for (const path of NOT_IN_EDITION_PATHS) {
      const rule = MENU_ENTRY_ACCESS[path];
      const keys = [...(rule.allOf ?? []), ...(rule.anyOf ?? []), ...(rule.anySetOf?.[0] ?? [])];
      expect(visiblePaths(keys), path).toContain(path);
    }
  });

  it("keeps the keys that in-edition screens check besides the menu", () => {
    for (const key of [
      "e4a-alert-center-main:read",
      "b3f-two-way-communication:read",
      "tms:create",
      "fleet-task-instant:delete",
      "sales-order:create",
    ]) {
      expect(EDITION_ACCESS_KEYS, key).toContain(key);
    }
    for (const key of ["control_tower:read", "marketplace:read"]) {
      expect(EDITION_ACCESS_KEYS, key).not.toContain(key);
    }
  });
});
