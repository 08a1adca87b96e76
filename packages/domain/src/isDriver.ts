import { can } from "./can.js";

/**
 * A driver is a user with `tms_driver:read` and `tms_driver:update` but without `vgroups:read`
 * (docs/spec/alert-center-and-shell.md §6 Driver). Drivers get no side bar and no menu button; the menu stays collapsed.
 */
export function isDriverAccess(accessKeys: readonly string[]): boolean {
  return (
    can(accessKeys, "tms_driver:read") &&
    can(accessKeys, "tms_driver:update") &&
    !can(accessKeys, "vgroups:read")
  );
}
