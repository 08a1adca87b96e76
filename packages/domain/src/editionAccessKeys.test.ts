import { describe, expect, it } from "vitest";
import { ACCESS_KEYS } from "./accessKeys.js";
import { isInEdition, NOT_IN_EDITION_PATHS } from "./edition.js";
import { EDITION_ACCESS_KEYS } from "./editionAccessKeys.js";
import { buildMenu, type MenuItem } from "./menu.js";

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
    // but the TMS screens whose only keys (all four tms keys) the deliveries and fleet tasks of this edition need too
    const sharingKeys = ["/fleet-availability/"];
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

  it("has every menu entry in the edition (the track videos' playback came last)", () => {
    expect(NOT_IN_EDITION_PATHS).toEqual([]);
    expect(visiblePaths(ACCESS_KEYS).filter((path) => !isInEdition(path))).toEqual([]);
  });

  it("keeps the keys that in-edition screens check besides the menu", () => {
    for (const key of [
      "e4a-alert-center-main:read",
      "b3f-two-way-communication:read",
      "tms:create",
      "fleet-task-instant:delete",
      "sales-order:create",
      "control_tower:read",
      "h1b-control-tower-v2:read",
      "marketplace:read",
      "company_ticket:read",
    ]) {
      expect(EDITION_ACCESS_KEYS, key).toContain(key);
    }
    for (const key of ["b3g-trackvideo-v2:read", "b3a-trackvideo:read"]) {
      expect(EDITION_ACCESS_KEYS, key).toContain(key);
    }
  });
});
