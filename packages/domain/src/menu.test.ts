import { describe, expect, it } from "vitest";
import { ACCESS_KEYS, crudKeys, DRIVER_ACCESS_KEYS, OPERATOR_EXCLUDED_ACCESS_KEYS } from "./accessKeys.js";
import { buildMenu, type MenuContext, type MenuItem } from "./menu.js";
import { MENU_LABELS } from "./menuLabels.js";

const HELP_URL = "https://help.armada.example/";

function ctx(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    accessKeys: [],
    featureFlags: {},
    companyId: 1,
    pathname: "/dashboard/",
    helpUrl: HELP_URL,
    ...overrides,
  };
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** Paths of every visible entry (groups excluded). */
function visiblePaths(keys: readonly string[], extra: Partial<MenuContext> = {}): string[] {
  return flatten(buildMenu(ctx({ accessKeys: keys, ...extra })))
    .filter((item) => item.path !== "")
    .map((item) => item.path);
}

function item(items: readonly MenuItem[], id: string): MenuItem | undefined {
  return flatten(items).find((entry) => entry.id === id);
}

const ALL: readonly string[] = ACCESS_KEYS;
const TMS = crudKeys("tms");
const FTI = crudKeys("fleet-task-instant");
const TRACK_VISION = "b3h-new-trackvision-menu:read";

/** Asserts that each single key opens the path and that no key hides it. */
function expectAnyOf(path: string, keys: readonly string[]) {
  for (const key of keys) expect(visiblePaths([key]), key).toContain(path);
  expect(visiblePaths([])).not.toContain(path);
  expect(visiblePaths(ALL.filter((key) => !keys.includes(key)))).not.toContain(path);
}

/** Asserts that all keys together open the path and that missing any one of them hides it. */
function expectAllOf(path: string, keys: readonly string[], extra: Partial<MenuContext> = {}) {
  expect(visiblePaths(keys, extra)).toContain(path);
  for (const missing of keys) {
    expect(
      visiblePaths(
        ALL.filter((key) => key !== missing),
        extra,
      ),
      `without ${missing}`,
    ).not.toContain(path);
  }
}

describe("menu visibility (docs/spec/alert-center-and-shell.md §6)", () => {
  it("Dashboard: any of the dashboard keys", () => {
    expectAnyOf("/dashboard/", [
      "a1a-dashboard:read",
      "a1b-dashboard-summary:read",
      "a1c-dashboard-utilization:read",
      "a1d-dashboard-driver-behavior:read",
    ]);
  });

  it("New live view: b1f-liveview-v2:read", () => {
    expectAllOf("/liveview-2/", ["b1f-liveview-v2:read"]);
  });

  it("Old live view: b1a-default-liveview:read", () => {
    expectAllOf("/liveview/", ["b1a-default-liveview:read"]);
  });

  it("Control tower v2: h1b-control-tower-v2:read", () => {
    expectAllOf("/controltower-2/", ["h1b-control-tower-v2:read"]);
  });

  it("Control tower v1: control_tower:read when v2 is not granted", () => {
    expect(visiblePaths(["control_tower:read"])).toContain("/controltower/");
    expect(
      visiblePaths(ALL.filter((key) => key !== "control_tower:read" && key !== "h1b-control-tower-v2:read")),
    ).not.toContain("/controltower/");
  });

  it("Control tower is a single entry: v2 wins when both are granted", () => {
    const entries = flatten(
      buildMenu(ctx({ accessKeys: ["h1b-control-tower-v2:read", "control_tower:read"] })),
    ).filter((entry) => entry.id === "controltower");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.path).toBe("/controltower-2/");
    expect(visiblePaths(["h1b-control-tower-v2:read", "control_tower:read"])).not.toContain("/controltower/");
  });

  it("Notification: any of e1b, e1c, e1a, e1j", () => {
    expectAnyOf("/notification/", [
      "e1b-web-umum:read",
      "e1c-web-dms:read",
      "e1a-web-perilakupengemudi:read",
      "e1j-log-notification:read",
    ]);
  });

  it("Report: any of the report keys", () => {
    expectAnyOf("/report/", [
      "f1a-report-trip:read",
      "f1b-report-parking:read",
      "f1c-report-speeding:read",
      "f1d-report-fuel:read",
      "f1e-report-mileage:read",
      "f1f-report-alert:read",
      "f1g-report-driver-behavior:read",
      "f1h-report-geofence:read",
    ]);
  });

  it("Sales order: all four sales-order CRUD keys", () => {
    expectAllOf("/sales-order/", crudKeys("sales-order"));
  });

  it("Delivery request: all four tms keys", () => {
    expectAllOf("/delivery-request/", TMS);
  });

  it("Delivery: all four tms keys", () => {
    expectAllOf("/delivery/", TMS);
  });

  it("Delivery scheduler: all four tms keys", () => {
    expectAllOf("/delivery-scheduler/", TMS);
  });

  it("Fleet availability: all four tms keys", () => {
    expectAllOf("/fleet-availability/", TMS);
  });

  it("Fleet task: all four tms keys or all four fleet-task-instant keys", () => {
    expect(visiblePaths(TMS)).toContain("/fleet-task/");
    expect(visiblePaths(FTI)).toContain("/fleet-task/");
    // Three of each set is not enough.
    expect(visiblePaths([...TMS.slice(0, 3), ...FTI.slice(1)])).not.toContain("/fleet-task/");
    expect(visiblePaths([])).not.toContain("/fleet-task/");
  });

  it("Route optimization: all four tms keys or all four route-optimization keys", () => {
    const ro = crudKeys("route-optimization");
    expect(visiblePaths(TMS)).toContain("/route-optimization/");
    expect(visiblePaths(ro)).toContain("/route-optimization/");
    expect(visiblePaths([...TMS.slice(1), ...ro.slice(0, 3)])).not.toContain("/route-optimization/");
  });

  it("Invoice: all four tms-integration-accurate keys plus the invoiceCoreFlag flag", () => {
    const keys = crudKeys("tms-integration-accurate");
    expectAllOf("/invoice/", keys, { featureFlags: { invoiceCoreFlag: true } });
    expect(visiblePaths(keys, { featureFlags: { invoiceCoreFlag: false } })).not.toContain("/invoice/");
    expect(visiblePaths(ALL, { featureFlags: {} })).not.toContain("/invoice/");
  });

  it("Cost management: all four financial-record keys", () => {
    expectAllOf("/cost-management/", crudKeys("financial-record"));
  });

  it("trackvideo-2: trackvideo v2 data but not b3h-new-trackvision-menu", () => {
    expectAllOf("/trackvideo-2/", ["b3g-trackvideo-v2:read"]);
    expect(visiblePaths(["b3g-trackvideo-v2:read", TRACK_VISION])).not.toContain("/trackvideo-2/");
  });

  it("trackvideo: b3a-trackvideo:read", () => {
    expectAllOf("/trackvideo/", ["b3a-trackvideo:read"]);
  });

  it("Temporary tracking: b2a-temporary-liveview:read", () => {
    expectAllOf("/trackingtemp/", ["b2a-temporary-liveview:read"]);
  });

  it("Route history: b2b-route-history:read", () => {
    expectAllOf("/route/", ["b2b-route-history:read"]);
  });

  it("Track Vision live streaming: b3h-new-trackvision-menu:read", () => {
    expectAllOf("/live-streaming/", [TRACK_VISION]);
  });

  it("Track Vision media pages (video history, vehicle media): b3i-menu-media:read inside the b3h group", () => {
    expectAllOf("/video-history/", [TRACK_VISION, "b3i-menu-media:read"]);
    expect(visiblePaths([TRACK_VISION])).not.toContain("/video-history/");
    expectAllOf("/vehicle-media/", [TRACK_VISION, "b3i-menu-media:read"]);
    expect(visiblePaths([TRACK_VISION])).not.toContain("/vehicle-media/");
    expect(visiblePaths(["b3i-menu-media:read"])).not.toContain("/vehicle-media/");
  });

  it("Maintenance: maintenance:read and related keys", () => {
    expectAnyOf("/maintenance/", [
      "maintenance:read",
      "maintenance-schedule:read",
      "maintenance-history:read",
    ]);
  });

  it("License: user_docs or vehicle_docs", () => {
    expectAnyOf("/license/", ["user_docs:read", "vehicle_docs:read"]);
  });

  it("Land measurement: all four i1a CRUD keys", () => {
    expectAllOf("/land-measurement/", crudKeys("i1a-land-measurement"));
  });

  it("Driver score: g1a-driver-score:read", () => {
    expectAllOf("/driverscore/", ["g1a-driver-score:read"]);
  });

  it("Master data: any of d1a..d5a, d7a, tms:read, z1o", () => {
    expectAnyOf("/master/", [
      "d1a-master-vehicle:read",
      "d2a-master-driver:read",
      "d3a-master-geofence:read",
      "d4a-master-vehicle-group:read",
      "d5a-master-device:read",
      "d7a-master-customer:read",
      "tms:read",
      "z1o-master-product:read",
    ]);
  });

  // c9a (the audit log, issue 39) joins the spec's c1a..c8a
  it("Setting: any of c1a..c9a, vehicle_odometer", () => {
    expectAnyOf("/setting/", [
      "c1a-setting-company:read",
      "c2a-setting-user:read",
      "c3a-setting-role:read",
      "c4a-setting-alert-rule:read",
      "c5a-setting-notification:read",
      "c6a-setting-fuel:read",
      "c7a-setting-driver-score:read",
      "c8a-setting-api:read",
      "c9a-setting-audit-log:read",
      "vehicle_odometer:read",
    ]);
  });

  it("Marketplace: marketplace:read", () => {
    expectAllOf("/marketplace/", ["marketplace:read"]);
  });

  it("Help: any help_* key", () => {
    expectAnyOf("/help/", ["help_center:read", "help_tutorial:read", "help_faq:read"]);
  });

  it("Contact: contact:read", () => {
    expectAllOf("/contactus/", ["contact:read"]);
  });

  it("Company ticket: company_ticket:read", () => {
    expectAllOf("/company-ticket/", ["company_ticket:read"]);
  });
});

describe("side menu (docs/spec/alert-center-and-shell.md §2.2)", () => {
  const adminCtx = ctx({
    accessKeys: ALL.filter((key) => key !== TRACK_VISION),
    featureFlags: { invoiceCoreFlag: true },
  });

  it("lists entries and groups in the spec's order", () => {
    const menu = buildMenu(adminCtx);
    expect(menu.map((entry) => entry.id)).toEqual([
      "dashboard",
      "liveview-2",
      "liveview",
      "controltower",
      "notification",
      "report",
      "order-management",
      "cost-management",
      "fleet-tracking",
      "fleet-management",
      "driverscore",
      "master",
      "setting",
      "marketplace",
      "help",
      "contactus",
      "company-ticket",
    ]);
    expect(item(menu, "order-management")?.children?.map((child) => child.path)).toEqual([
      "/sales-order/",
      "/delivery-request/",
      "/delivery/",
      "/fleet-task/",
      "/fleet-availability/",
      "/invoice/",
      "/route-optimization/",
      "/delivery-scheduler/",
    ]);
    expect(item(menu, "fleet-tracking")?.children?.map((child) => child.path)).toEqual([
      "/trackvideo-2/",
      "/trackvideo/",
      "/trackingtemp/",
      "/route/",
    ]);
    expect(item(menu, "fleet-management")?.children?.map((child) => child.path)).toEqual([
      "/maintenance/",
      "/license/",
      "/land-measurement/",
    ]);
  });

  it("places Track Vision between Fleet Tracking and Fleet Management, in order", () => {
    const menu = buildMenu(ctx({ accessKeys: ALL }));
    const ids = menu.map((entry) => entry.id);
    expect(ids.indexOf("track-vision")).toBe(ids.indexOf("fleet-tracking") + 1);
    expect(ids.indexOf("fleet-management")).toBe(ids.indexOf("track-vision") + 1);
    expect(item(menu, "track-vision")?.children?.map((child) => child.path)).toEqual([
      "/live-streaming/",
      "/video-history/",
      "/vehicle-media/",
    ]);
  });

  it("gives groups an empty path, a label key, an icon and children", () => {
    const group = item(buildMenu(adminCtx), "order-management");
    expect(group).toMatchObject({ path: "", labelKey: "menu.group.orderManagement", icon: "clipboard-list" });
    expect(group?.children?.length).toBeGreaterThan(0);
  });

  it("shows a group only when at least one child is accessible", () => {
    expect(
      item(buildMenu(ctx({ accessKeys: ["b2b-route-history:read"] })), "fleet-tracking")?.children,
    ).toHaveLength(1);
    expect(item(buildMenu(ctx({ accessKeys: ["dashboard:read"] })), "fleet-tracking")).toBeUndefined();
    // Invoice keys without the flag leave Order Management with no visible child.
    const invoiceOnly = buildMenu(ctx({ accessKeys: crudKeys("tms-integration-accurate") }));
    expect(item(invoiceOnly, "order-management")).toBeUndefined();
    expect(item(buildMenu(ctx({ accessKeys: ["b3i-menu-media:read"] })), "track-vision")).toBeUndefined();
    expect(item(buildMenu(ctx({ accessKeys: [TRACK_VISION] })), "track-vision")).toBeDefined();
  });

  it("keeps only accessible children inside a group", () => {
    const group = item(buildMenu(ctx({ accessKeys: ["user_docs:read"] })), "fleet-management");
    expect(group?.children?.map((child) => child.id)).toEqual(["license"]);
  });

  it("highlights a group when the current path starts with one of its child links", () => {
    const under = buildMenu({ ...adminCtx, pathname: "/route/123/detail" });
    expect(item(under, "fleet-tracking")?.active).toBe(true);
    expect(item(under, "route")?.active).toBe(true);
    expect(item(under, "order-management")?.active).toBe(false);
    expect(item(under, "route-optimization")?.active).toBe(false);

    const elsewhere = buildMenu({ ...adminCtx, pathname: "/dashboard/" });
    expect(item(elsewhere, "fleet-tracking")?.active).toBe(false);
    expect(item(elsewhere, "dashboard")?.active).toBe(true);
  });

  it("matches active paths without a trailing slash and ignores the query string", () => {
    const menu = buildMenu({ ...adminCtx, pathname: "/liveview-2?type=vehicle&vehicleId=7" });
    expect(item(menu, "liveview-2")?.active).toBe(true);
    expect(item(menu, "liveview")?.active).toBe(false);
    const delivery = buildMenu({ ...adminCtx, pathname: "/delivery-request/5" });
    expect(item(delivery, "delivery-request")?.active).toBe(true);
    expect(item(delivery, "delivery")?.active).toBe(false);
  });

  it("hides help and contact for company 1449 only", () => {
    const keys = ["help_center:read", "contact:read", "company_ticket:read"];
    expect(visiblePaths(keys, { companyId: 1449 })).toEqual(["/company-ticket/"]);
    expect(visiblePaths(keys, { companyId: 1450 })).toEqual(["/help/", "/contactus/", "/company-ticket/"]);
  });

  it("labels fleet task by transport access: fleet task with all tms keys, otherwise fleet task instant", () => {
    expect(item(buildMenu(ctx({ accessKeys: TMS })), "fleet-task")?.labelKey).toBe("menu.fleetTask");
    expect(item(buildMenu(ctx({ accessKeys: [...TMS, ...FTI] })), "fleet-task")?.labelKey).toBe(
      "menu.fleetTask",
    );
    expect(item(buildMenu(ctx({ accessKeys: [...FTI, "tms:read"] })), "fleet-task")?.labelKey).toBe(
      "menu.fleetTaskInstant",
    );
  });

  it("opens help as an external link in a new tab", () => {
    const help = item(buildMenu(ctx({ accessKeys: ["help_faq:read"], pathname: "/help/" })), "help");
    expect(help).toMatchObject({ path: "/help/", external: true, href: HELP_URL, active: false });
    const master = item(buildMenu(ctx({ accessKeys: ["d1a-master-vehicle:read"] })), "master");
    expect(master?.external).toBeUndefined();
    expect(master?.href).toBeUndefined();
  });

  it("badges nothing by itself: the new-module check of the server decides", () => {
    const menu = buildMenu(ctx({ accessKeys: [...ACCESS_KEYS] }));
    expect(flatten(menu).filter((entry) => entry.badge === "new")).toEqual([]);
  });

  it("adds the new badge to any path listed in newModules", () => {
    const keys = ["f1a-report-trip:read", "b2b-route-history:read", "d1a-master-vehicle:read"];
    const plain = buildMenu(ctx({ accessKeys: keys }));
    expect(item(plain, "report")?.badge).toBeUndefined();
    expect(item(plain, "route")?.badge).toBeUndefined();
    const withNew = buildMenu(ctx({ accessKeys: keys, newModules: ["/report/", "/route"] }));
    expect(item(withNew, "report")?.badge).toBe("new");
    expect(item(withNew, "route")?.badge).toBe("new");
    expect(item(withNew, "master")?.badge).toBeUndefined();
  });

  it("draws the border above the first visible entry after driver score", () => {
    const menu = buildMenu(adminCtx);
    expect(
      flatten(menu)
        .filter((entry) => entry.dividerBefore)
        .map((entry) => entry.id),
    ).toEqual(["master"]);
    const noMaster = buildMenu(ctx({ accessKeys: ["a1a-dashboard:read", "vehicle_odometer:read"] }));
    expect(noMaster.map((entry) => [entry.id, entry.dividerBefore === true])).toEqual([
      ["dashboard", false],
      ["setting", true],
    ]);
    const bottomOnly = buildMenu(ctx({ accessKeys: ["vehicle_odometer:read"] }));
    expect(bottomOnly[0]?.dividerBefore).toBeUndefined();
  });

  it("gives a driver an empty menu and the operator the same entries as the admin", () => {
    expect(buildMenu(ctx({ accessKeys: DRIVER_ACCESS_KEYS }))).toEqual([]);
    const operator = ALL.filter((key) => !(OPERATOR_EXCLUDED_ACCESS_KEYS as readonly string[]).includes(key));
    expect(visiblePaths(operator)).toEqual(visiblePaths(ALL));
  });

  it("uses label keys that all have Indonesian and English texts", () => {
    const labelKeys = [
      ...flatten(buildMenu(ctx({ accessKeys: ALL, featureFlags: { invoiceCoreFlag: true } }))),
      ...flatten(buildMenu(ctx({ accessKeys: FTI }))),
    ].map((entry) => entry.labelKey);
    expect(labelKeys).toContain("menu.fleetTaskInstant");
    for (const key of labelKeys) {
      expect(MENU_LABELS[key]?.id, key).toBeTruthy();
      expect(MENU_LABELS[key]?.en, key).toBeTruthy();
    }
    expect(MENU_LABELS["menu.trackingTemp"]).toBeUndefined();
    expect(MENU_LABELS["menu.temporaryLiveView"]).toEqual({
      id: "Pelacakan Sementara",
      en: "Temporary Tracking",
    });
    expect(MENU_LABELS["menu.routeHistory"]).toEqual({ id: "Riwayat Rute", en: "Route History" });
  });
});
