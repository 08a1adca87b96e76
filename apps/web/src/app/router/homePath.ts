import { buildMenu, canOpenPath, type FeatureFlags } from "@armada/domain";

interface HomeContext {
  isDriver: boolean;
  accessKeys: readonly string[];
  featureFlags: Partial<FeatureFlags>;
  companyId: number;
}

export const DASHBOARD_PATH = "/dashboard/";
export const PROFILE_PATH = "/profile/";
export const DRIVER_HOME_PATH = "/driver/";

/**
 * Where "home" is for this user: a driver's own home (their vehicle, alerts and score), else the dashboard when
 * they may open it, else the first entry of their menu, else their profile.
 */
export function homePath(ctx: HomeContext): string {
  if (ctx.isDriver) return DRIVER_HOME_PATH;
  if (canOpenPath(ctx, DASHBOARD_PATH)) return DASHBOARD_PATH;
  const menu = buildMenu({ ...ctx, pathname: "/", helpUrl: "" });
  const first = menu.flatMap((item) => item.children ?? [item]).find((item) => !item.external);
  return first?.path ?? PROFILE_PATH;
}
