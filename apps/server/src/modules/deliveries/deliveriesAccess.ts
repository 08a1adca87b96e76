import { can } from "@armada/domain";
import type { AuthUser } from "../../http/authUser.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";

/**
 * Access keys of deliveries (docs/spec/alert-center-and-shell.md §6): delivery orders and fleet tasks carrying them
 * are full transport (tms); a fleet task instant (no delivery order) is also open to the fleet-task-instant keys.
 */
export type CrudAction = "read" | "create" | "update" | "delete";

export const tmsKey = (action: CrudAction) => `tms:${action}` as const;
const instantKey = (action: CrudAction) => `fleet-task-instant:${action}` as const;

/**
 * Who reads a POD's images (private uploads): the fleet task's readers. A driver's upload is read with tms:read; once
 * it is an instant task's proof, with the instant task's key too (`readKeysOf` splits them).
 */
export const POD_READ_KEY = tmsKey("read");
export const INSTANT_POD_READ_KEYS = `${tmsKey("read")} ${instantKey("read")}`;

export function requireTms(user: AuthUser, action: CrudAction): void {
  requireKey(user, tmsKey(action));
}

/** True when the user may create fleet tasks carrying delivery orders (a route plan's accept makes such tasks). */
export function mayCreateFleetTasks(user: AuthUser): boolean {
  return can(user.accessKeys, tmsKey("create"));
}

/** A fleet task: tms always, fleet-task-instant only for an instant task. */
export function requireFleetTaskKey(user: AuthUser, action: CrudAction, isInstant: boolean): void {
  if (isInstant) requireAnyKey(user, [tmsKey(action), instantKey(action)]);
  else requireTms(user, action);
}

/** True when the user sees every fleet task; otherwise only instant ones (or none: Forbidden). */
export function seesAllFleetTasks(user: AuthUser): boolean {
  requireFleetTaskKey(user, "read", true);
  return can(user.accessKeys, tmsKey("read"));
}
