import { describe, expect, it } from "vitest";
import { ACCESS_KEYS, crudKeys } from "./accessKeys.js";
import { buildMenu, type MenuItem } from "./menu.js";
import {
  type AccessRuleContext,
  canOpenPath,
  isRuleSatisfied,
  MENU_PATHS,
  menuPathFor,
} from "./menuAccess.js";

function rc(accessKeys: readonly string[], extra: Partial<AccessRuleContext> = {}): AccessRuleContext {
  return { accessKeys, featureFlags: {}, companyId: 1, ...extra };
}

describe("isRuleSatisfied", () => {
  it("checks every condition present", () => {
    const rule = {
      allOf: ["tms:read"],
      anyOf: ["d1a-master-vehicle:read", "d2a-master-driver:read"],
      noneOf: ["vgroups:read"],
      flags: ["invoiceCoreFlag"],
      hiddenForCompanyIds: [1449],
    } as const;
    const keys = ["tms:read", "d2a-master-driver:read"];
    const flags = { invoiceCoreFlag: true };
    expect(isRuleSatisfied(rule, rc(keys, { featureFlags: flags }))).toBe(true);
    expect(isRuleSatisfied(rule, rc(keys, { featureFlags: {} }))).toBe(false);
    expect(isRuleSatisfied(rule, rc(keys, { featureFlags: flags, companyId: 1449 }))).toBe(false);
    expect(isRuleSatisfied(rule, rc([...keys, "vgroups:read"], { featureFlags: flags }))).toBe(false);
    expect(isRuleSatisfied(rule, rc(["tms:read"], { featureFlags: flags }))).toBe(false);
    expect(isRuleSatisfied(rule, rc(["d2a-master-driver:read"], { featureFlags: flags }))).toBe(false);
  });

  it("treats anySetOf as 'every key of at least one set'", () => {
    const rule = { anySetOf: [crudKeys("tms"), crudKeys("route-optimization")] };
    expect(isRuleSatisfied(rule, rc(crudKeys("route-optimization")))).toBe(true);
    expect(isRuleSatisfied(rule, rc(["tms:read", "route-optimization:read"]))).toBe(false);
  });

  it("accepts everyone for an empty rule", () => {
    expect(isRuleSatisfied({}, rc([]))).toBe(true);
  });
});

describe("menuPathFor", () => {
  it("finds the menu path a location lies under", () => {
    expect(menuPathFor("/report/trip/1")).toBe("/report/");
    expect(menuPathFor("/liveview-2/?type=vehicle&vehicleId=3")).toBe("/liveview-2/");
    expect(menuPathFor("/liveview")).toBe("/liveview/");
    expect(menuPathFor("/delivery-request/9")).toBe("/delivery-request/");
    expect(menuPathFor("/route-optimization/")).toBe("/route-optimization/");
    expect(menuPathFor("/profile/")).toBeUndefined();
    expect(menuPathFor("/")).toBeUndefined();
  });
});

describe("canOpenPath", () => {
  it("allows a path when its menu entry is visible and refuses it otherwise", () => {
    expect(canOpenPath(rc(["b2a-temporary-liveview:read"]), "/trackingtemp/")).toBe(true);
    expect(canOpenPath(rc(["b2a-temporary-liveview:read"]), "/trackingtemp/update/5")).toBe(true);
    expect(canOpenPath(rc([]), "/trackingtemp/")).toBe(false);
    expect(canOpenPath(rc(["f1a-report-trip:read"]), "/trackingtemp/create")).toBe(false);
  });

  it("allows paths without a menu entry", () => {
    expect(canOpenPath(rc([]), "/")).toBe(true);
    expect(canOpenPath(rc([]), "/profile/")).toBe(true);
    expect(canOpenPath(rc([]), "/logout")).toBe(true);
    expect(canOpenPath(rc([]), "/fleet/live-track/abc")).toBe(true);
  });

  it("applies flags, exclusions and the company rule", () => {
    const invoice = crudKeys("tms-integration-accurate");
    expect(canOpenPath(rc(invoice, { featureFlags: { invoiceCoreFlag: true } }), "/invoice/")).toBe(true);
    expect(canOpenPath(rc(invoice), "/invoice/")).toBe(false);
    expect(canOpenPath(rc(["b3g-trackvideo-v2:read"]), "/trackvideo-2/")).toBe(true);
    expect(
      canOpenPath(rc(["b3g-trackvideo-v2:read", "b3h-new-trackvision-menu:read"]), "/trackvideo-2/"),
    ).toBe(false);
    expect(canOpenPath(rc(["contact:read"]), "/contactus/")).toBe(true);
    expect(canOpenPath(rc(["contact:read"], { companyId: 1449 }), "/contactus/")).toBe(false);
  });

  it("checks each control tower path by its own key", () => {
    expect(canOpenPath(rc(["control_tower:read"]), "/controltower/")).toBe(true);
    expect(canOpenPath(rc(["control_tower:read"]), "/controltower-2/")).toBe(false);
    expect(canOpenPath(rc(["h1b-control-tower-v2:read"]), "/controltower-2/")).toBe(true);
    expect(canOpenPath(rc(["h1b-control-tower-v2:read"]), "/controltower/")).toBe(false);
  });

  it("agrees with buildMenu for every menu path", () => {
    const flatten = (items: readonly MenuItem[]): MenuItem[] =>
      items.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
    const samples: string[][] = [
      [],
      [...ACCESS_KEYS],
      ["a1a-dashboard:read", "tms:read", "b3i-menu-media:read"],
    ];
    for (const keys of samples) {
      const ctx = { ...rc(keys), pathname: "/", helpUrl: "https://help" };
      const visible = new Set(flatten(buildMenu(ctx)).map((entry) => entry.path));
      for (const path of MENU_PATHS) {
        if (path === "/controltower/" && visible.has("/controltower-2/")) continue;
        expect(canOpenPath(ctx, path), `${path} with ${keys.length} keys`).toBe(visible.has(path));
      }
    }
  });
});
