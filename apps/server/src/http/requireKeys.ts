import { can, canAny } from "@armada/domain";
import { forbidden } from "./appError.js";
import type { AuthUser } from "./authUser.js";

/** Throws Forbidden (answered as a FORBIDDEN GraphQL error) unless the user holds `key`. */
export function requireKey(user: AuthUser, key: string): void {
  if (!can(user.accessKeys, key)) throw forbidden();
}

/** Throws Forbidden unless the user holds at least one of `keys`. */
export function requireAnyKey(user: AuthUser, keys: readonly string[]): void {
  if (!canAny(user.accessKeys, keys)) throw forbidden();
}
