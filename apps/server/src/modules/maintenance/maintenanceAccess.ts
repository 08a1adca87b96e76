import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";

/**
 * Access keys of maintenance (docs/spec/alert-center-and-shell.md §6, /maintenance/: maintenance:read and related):
 * service plans, meter corrections and service orders all follow maintenance:<action>.
 */
export type CrudAction = "read" | "create" | "update" | "delete";

export function requireMaintenance(user: AuthUser, action: CrudAction): void {
  requireKey(user, `maintenance:${action}`);
}
