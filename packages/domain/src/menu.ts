import { canAll } from "./can.js";
import type { FeatureFlags } from "./featureFlags.js";
import {
  type AccessRuleContext,
  isRuleSatisfied,
  MENU_ENTRY_ACCESS,
  type MenuPath,
  TMS_CRUD_KEYS,
} from "./menuAccess.js";
import { isPathUnder, normalizePath } from "./paths.js";

export interface MenuContext {
  accessKeys: readonly string[];
  featureFlags: Partial<FeatureFlags>;
  companyId: number;
  /** Current location path (query and hash are ignored). */
  pathname: string;
  /** External knowledge base opened by the help entry in a new tab. */
  helpUrl: string;
  /** Paths of modules flagged as new; their entries get the "new" badge. */
  newModules?: readonly string[];
}

export interface MenuItem {
  id: string;
  /** i18n key, texts in `MENU_LABELS`. */
  labelKey: string;
  /** Route path; "" for groups. */
  path: string;
  /** Tabler icon name. */
  icon: string;
  badge?: "new";
  /** Opens `href` in a new tab instead of routing to `path`. */
  external?: boolean;
  href?: string;
  /** Entry: current path is under `path`. Group: current path is under a visible child's path. */
  active: boolean;
  /** A border is drawn above this entry. */
  dividerBefore?: boolean;
  children?: MenuItem[];
}

interface EntryDef {
  kind: "entry";
  id: string;
  labelKey: string | ((ctx: MenuContext) => string);
  /** Candidate paths; the first one whose rule holds is used (control tower v2, else v1). */
  paths: readonly MenuPath[];
  icon: string;
  external?: boolean;
}

interface GroupDef {
  kind: "group";
  id: string;
  labelKey: string;
  icon: string;
  children: readonly EntryDef[];
}

type NodeDef = EntryDef | GroupDef;

function entry(
  id: string,
  labelKey: EntryDef["labelKey"],
  paths: MenuPath | readonly MenuPath[],
  icon: string,
  extra: Pick<EntryDef, "external"> = {},
): EntryDef {
  return { kind: "entry", id, labelKey, paths: typeof paths === "string" ? [paths] : paths, icon, ...extra };
}

function group(id: string, labelKey: string, icon: string, children: readonly EntryDef[]): GroupDef {
  return { kind: "group", id, labelKey, icon, children };
}

/** "Fleet task" with full transport (all four tms keys), otherwise "fleet task instant". */
export function fleetTaskLabelKey(accessKeys: readonly string[]): "menu.fleetTask" | "menu.fleetTaskInstant" {
  return canAll(accessKeys, TMS_CRUD_KEYS) ? "menu.fleetTask" : "menu.fleetTaskInstant";
}

/** Entries above the border, in the order of docs/spec/alert-center-and-shell.md §2.2. */
const MAIN_SECTION: readonly NodeDef[] = [
  entry("dashboard", "menu.dashboard", "/dashboard/", "layout-dashboard"),
  entry("liveview-2", "menu.liveviewNew", "/liveview-2/", "map-pin"),
  entry("liveview", "menu.liveviewOld", "/liveview/", "map-2"),
  entry(
    "controltower",
    "menu.controlTower",
    ["/controltower-2/", "/controltower/"],
    "building-broadcast-tower",
  ),
  entry("notification", "menu.notification", "/notification/", "bell"),
  entry("report", "menu.report", "/report/", "report"),
  group("order-management", "menu.group.orderManagement", "clipboard-list", [
    entry("sales-order", "menu.salesOrder", "/sales-order/", "shopping-cart"),
    entry("delivery-request", "menu.deliveryRequest", "/delivery-request/", "packages"),
    entry("delivery", "menu.delivery", "/delivery/", "truck-delivery"),
    entry("fleet-task", (ctx) => fleetTaskLabelKey(ctx.accessKeys), "/fleet-task/", "checklist"),
    entry("fleet-availability", "menu.fleetAvailability", "/fleet-availability/", "calendar-stats"),
    entry("invoice", "menu.invoice", "/invoice/", "file-invoice"),
    entry("route-optimization", "menu.routeOptimization", "/route-optimization/", "route-2"),
    entry("delivery-scheduler", "menu.deliveryScheduler", "/delivery-scheduler/", "calendar-time"),
  ]),
  entry("cost-management", "menu.costManagement", "/cost-management/", "cash"),
  group("fleet-tracking", "menu.group.fleetTracking", "map-route", [
    entry("trackvideo-2", "menu.trackVideoNew", "/trackvideo-2/", "video-plus"),
    entry("trackvideo", "menu.trackVideo", "/trackvideo/", "video"),
    entry("trackingtemp", "menu.temporaryLiveView", "/trackingtemp/", "share"),
    entry("route", "menu.routeHistory", "/route/", "route"),
  ]),
  group("track-vision", "menu.group.trackVision", "device-cctv", [
    entry("live-streaming", "menu.liveStreaming", "/live-streaming/", "broadcast"),
    entry("video-history", "menu.videoHistory", "/video-history/", "history"),
    entry("vehicle-media", "menu.vehicleMedia", "/vehicle-media/", "photo"),
  ]),
  group("fleet-management", "menu.group.fleetManagement", "truck", [
    entry("maintenance", "menu.maintenance", "/maintenance/", "tool"),
    entry("license", "menu.license", "/license/", "license"),
    entry("land-measurement", "menu.landMeasurement", "/land-measurement/", "ruler-measure"),
  ]),
  entry("driverscore", "menu.driverScore", "/driverscore/", "steering-wheel"),
];

/** Entries below the border. */
const BOTTOM_SECTION: readonly NodeDef[] = [
  entry("master", "menu.masterData", "/master/", "database"),
  entry("setting", "menu.settings", "/setting/", "settings"),
  entry("marketplace", "menu.marketplace", "/marketplace/", "building-store"),
  entry("help", "menu.help", "/help/", "help", { external: true }),
  entry("contactus", "menu.contactUs", "/contactus/", "headset"),
  entry("company-ticket", "menu.companyTicket", "/company-ticket/", "ticket"),
];

function buildEntry(def: EntryDef, ctx: MenuContext, ruleCtx: AccessRuleContext): MenuItem | undefined {
  const path = def.paths.find((candidate) => isRuleSatisfied(MENU_ENTRY_ACCESS[candidate], ruleCtx));
  if (path === undefined) return undefined;
  const item: MenuItem = {
    id: def.id,
    labelKey: typeof def.labelKey === "string" ? def.labelKey : def.labelKey(ctx),
    path,
    icon: def.icon,
    active: !def.external && isPathUnder(ctx.pathname, path),
  };
  const isNewModule = ctx.newModules?.some((module) => normalizePath(module) === path) ?? false;
  if (isNewModule) item.badge = "new";
  if (def.external) {
    item.external = true;
    item.href = ctx.helpUrl;
  }
  return item;
}

function buildSection(defs: readonly NodeDef[], ctx: MenuContext, ruleCtx: AccessRuleContext): MenuItem[] {
  const items: MenuItem[] = [];
  for (const def of defs) {
    if (def.kind === "entry") {
      const item = buildEntry(def, ctx, ruleCtx);
      if (item) items.push(item);
      continue;
    }
    const children = def.children
      .map((child) => buildEntry(child, ctx, ruleCtx))
      .filter((child): child is MenuItem => child !== undefined);
    if (children.length === 0) continue;
    items.push({
      id: def.id,
      labelKey: def.labelKey,
      path: "",
      icon: def.icon,
      active: children.some((child) => child.active),
      children,
    });
  }
  return items;
}

/**
 * The side menu for this user: only visible entries, in the order of docs/spec/alert-center-and-shell.md §2.2. A group appears
 * only when at least one child is visible and is active when the current path is under one of its
 * visible children. The first entry below the border carries `dividerBefore` (when entries precede it).
 */
export function buildMenu(ctx: MenuContext): MenuItem[] {
  const ruleCtx: AccessRuleContext = {
    accessKeys: ctx.accessKeys,
    featureFlags: ctx.featureFlags,
    companyId: ctx.companyId,
  };
  const main = buildSection(MAIN_SECTION, ctx, ruleCtx);
  const bottom = buildSection(BOTTOM_SECTION, ctx, ruleCtx);
  const [firstBottom] = bottom;
  if (firstBottom && main.length > 0) firstBottom.dividerBefore = true;
  return [...main, ...bottom];
}
