import type { AuthUser } from "../../http/authUser.js";
import { requireAnyKey } from "../../http/requireKeys.js";

export type RouteAction = "read" | "create" | "update" | "delete";

/**
 * Route plans are the planners' (docs/spec/alert-center-and-shell.md §6: /route-optimization/): a transport (tms)
 * key or the route-optimization key of the action. Accepting a plan creates fleet tasks, so it also needs the
 * deliveries module's key to create them, asked before the first task (`RoutePlanAcceptNeedsTaskKeys`).
 */
export function requireRouteKey(user: AuthUser, action: RouteAction): void {
  requireAnyKey(user, [`tms:${action}`, `route-optimization:${action}`]);
}
