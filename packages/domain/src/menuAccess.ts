import { type AccessKey, crudKeys } from "./accessKeys.js";
import { canAll, canAny } from "./can.js";
import { CUSTOM_BRAND_COMPANY_ID } from "./companyBranding.js";
import type { FeatureFlag, FeatureFlags } from "./featureFlags.js";
import { normalizePath } from "./paths.js";

/**
 * A visibility rule of one menu entry. Every condition that is present must hold; a rule with no
 * conditions is always satisfied.
 */
export interface AccessRule {
  /** The user must hold every one of these keys. */
  readonly allOf?: readonly AccessKey[];
  /** The user must hold at least one of these keys. */
  readonly anyOf?: readonly AccessKey[];
  /** The user must hold every key of at least one of these sets. */
  readonly anySetOf?: readonly (readonly AccessKey[])[];
  /** The user must hold none of these keys. */
  readonly noneOf?: readonly AccessKey[];
  /** These feature flags must be on. */
  readonly flags?: readonly FeatureFlag[];
  /** The entry is hidden for these company ids. */
  readonly hiddenForCompanyIds?: readonly number[];
}

/** What a rule is evaluated against (a `MenuContext` fits). */
export interface AccessRuleContext {
  accessKeys: readonly string[];
  featureFlags: Partial<FeatureFlags>;
  companyId: number;
}

export const TMS_CRUD_KEYS = crudKeys("tms");
export const FLEET_TASK_INSTANT_CRUD_KEYS = crudKeys("fleet-task-instant");

/** Track Vision: live video from the dashcams (its own key: watching a cab is sensitive). */
export const TRACK_VISION: AccessKey = "b3h-new-trackvision-menu:read";

const table = {
  "/dashboard/": {
    anyOf: [
      "a1a-dashboard:read",
      "a1b-dashboard-summary:read",
      "a1c-dashboard-utilization:read",
      "a1d-dashboard-driver-behavior:read",
    ],
  },
  "/liveview-2/": { allOf: ["b1f-liveview-v2:read"] },
  "/liveview/": { allOf: ["b1a-default-liveview:read"] },
  "/controltower-2/": { allOf: ["h1b-control-tower-v2:read"] },
  "/controltower/": { allOf: ["control_tower:read"] },
  "/notification/": {
    anyOf: [
      "e1b-web-umum:read",
      "e1c-web-dms:read",
      "e1a-web-perilakupengemudi:read",
      "e1j-log-notification:read",
    ],
  },
  "/report/": {
    anyOf: [
      "f1a-report-trip:read",
      "f1b-report-parking:read",
      "f1c-report-speeding:read",
      "f1d-report-fuel:read",
      "f1e-report-mileage:read",
      "f1f-report-alert:read",
      "f1g-report-driver-behavior:read",
      "f1h-report-geofence:read",
    ],
  },
  "/sales-order/": { allOf: crudKeys("sales-order") },
  "/delivery-request/": { allOf: TMS_CRUD_KEYS },
  "/delivery/": { allOf: TMS_CRUD_KEYS },
  "/fleet-task/": { anySetOf: [TMS_CRUD_KEYS, FLEET_TASK_INSTANT_CRUD_KEYS] },
  "/fleet-availability/": { allOf: TMS_CRUD_KEYS },
  "/invoice/": { allOf: crudKeys("tms-integration-accurate"), flags: ["invoiceCoreFlag"] },
  "/route-optimization/": { anySetOf: [TMS_CRUD_KEYS, crudKeys("route-optimization")] },
  "/delivery-scheduler/": { allOf: TMS_CRUD_KEYS },
  "/cost-management/": { allOf: crudKeys("financial-record") },
  "/trackvideo-2/": { allOf: ["b3g-trackvideo-v2:read"], noneOf: [TRACK_VISION] },
  "/trackvideo/": { allOf: ["b3a-trackvideo:read"] },
  "/trackingtemp/": { allOf: ["b2a-temporary-liveview:read"] },
  "/route/": { allOf: ["b2b-route-history:read"] },
  "/live-streaming/": { allOf: [TRACK_VISION] },
  "/video-history/": { allOf: [TRACK_VISION, "b3i-menu-media:read"] },
  "/vehicle-media/": { allOf: [TRACK_VISION, "b3i-menu-media:read"] },
  "/maintenance/": { anyOf: ["maintenance:read", "maintenance-schedule:read", "maintenance-history:read"] },
  "/license/": { anyOf: ["user_docs:read", "vehicle_docs:read"] },
  "/land-measurement/": { allOf: crudKeys("i1a-land-measurement") },
  "/driverscore/": { allOf: ["g1a-driver-score:read"] },
  "/master/": {
    anyOf: [
      "d1a-master-vehicle:read",
      "d2a-master-driver:read",
      "d3a-master-geofence:read",
      "d4a-master-vehicle-group:read",
      "d5a-master-device:read",
      "d7a-master-customer:read",
      "tms:read",
      "z1o-master-product:read",
    ],
  },
  "/setting/": {
    anyOf: [
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
    ],
  },
  "/marketplace/": { allOf: ["marketplace:read"] },
  "/help/": {
    anyOf: ["help_center:read", "help_tutorial:read", "help_faq:read"],
    hiddenForCompanyIds: [CUSTOM_BRAND_COMPANY_ID],
  },
  "/contactus/": { allOf: ["contact:read"], hiddenForCompanyIds: [CUSTOM_BRAND_COMPANY_ID] },
  "/company-ticket/": { allOf: ["company_ticket:read"] },
} satisfies Record<string, AccessRule>;

/** Every path that has a side-menu entry. */
export type MenuPath = keyof typeof table;

/** The visibility rule of every side-menu path (the rules of docs/spec/alert-center-and-shell.md §6 "Menu visibility", as data). */
export const MENU_ENTRY_ACCESS: Readonly<Record<MenuPath, AccessRule>> = table;

export const MENU_PATHS = Object.keys(table) as readonly MenuPath[];

/** True when every condition of `rule` holds for the user and company. */
export function isRuleSatisfied(rule: AccessRule, ctx: AccessRuleContext): boolean {
  const { accessKeys } = ctx;
  if (rule.allOf && !canAll(accessKeys, rule.allOf)) return false;
  if (rule.anyOf && !canAny(accessKeys, rule.anyOf)) return false;
  if (rule.anySetOf && !rule.anySetOf.some((set) => canAll(accessKeys, set))) return false;
  if (rule.noneOf && canAny(accessKeys, rule.noneOf)) return false;
  if (rule.flags && !rule.flags.every((flag) => ctx.featureFlags[flag] === true)) return false;
  if (rule.hiddenForCompanyIds?.includes(ctx.companyId)) return false;
  return true;
}

/**
 * The menu path that governs `pathname`: the longest menu path it lies under
 * (`/report/trip/1` -> `/report/`), or undefined when no menu entry covers it.
 */
export function menuPathFor(pathname: string): MenuPath | undefined {
  const path = normalizePath(pathname);
  let best: MenuPath | undefined;
  for (const candidate of MENU_PATHS) {
    if (path.startsWith(candidate) && (best === undefined || candidate.length > best.length))
      best = candidate;
  }
  return best;
}

/**
 * Route guard: true when the menu entry of `path` is visible for this user (its rule in
 * `MENU_ENTRY_ACCESS` holds). Paths below an entry use the entry's rule; paths without any menu
 * entry (`/`, `/profile/`, `/logout`, ...) are always allowed. The two control tower paths are
 * checked by their own keys.
 */
export function canOpenPath(ctx: AccessRuleContext, path: string): boolean {
  const menuPath = menuPathFor(path);
  if (menuPath === undefined) return true;
  return isRuleSatisfied(MENU_ENTRY_ACCESS[menuPath], ctx);
}
