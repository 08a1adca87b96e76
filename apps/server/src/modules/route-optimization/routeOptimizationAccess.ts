import type { AuthUser } from "../../http/authUser.js";
import { requireAnyKey } from "../../http/requireKeys.js";

export type RouteAction = "read" | "create" | "update" | "delete";

/**
 * Route plans are the planners' (docs/spec/alert-center-and-shell.md §6: /route-optimization/): a transport (tms)
 * key or the route-optimization key of the action. Accepting a plan creates fleet tasks, which the deliveries
 * module checks with its own keys.
 */
export function requireRouteKey(user: AuthUser, action: RouteAction): void {
  requireAnyKey(user, [`tms:${action}`, `route-optimization:${action}`]);
}
