import { buildMenu, canOpenPath, type FeatureFlags } from "@armada/domain";

interface HomeContext {
  accessKeys: readonly string[];
  featureFlags: Partial<FeatureFlags>;
  companyId: number;
}

export const DASHBOARD_PATH = "/dashboard/";
export const PROFILE_PATH = "/profile/";

/**
 * Where "home" is for this user: the dashboard when they may open it, else the first entry of their
 * menu, else their profile (a driver has neither dashboard nor menu).
 */
export function homePath(ctx: HomeContext): string {
  if (canOpenPath(ctx, DASHBOARD_PATH)) return DASHBOARD_PATH;
  const menu = buildMenu({ ...ctx, pathname: "/", helpUrl: "" });
  const first = menu.flatMap((item) => item.children ?? [item]).find((item) => !item.external);
  return first?.path ?? PROFILE_PATH;
}
