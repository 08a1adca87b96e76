import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";

export type CostAction = "read" | "create" | "update" | "delete";

/** What reads costs and their receipts' photos. */
export const COST_READ_KEY = "financial-record:read";

/** Costs are financial records (docs/spec/alert-center-and-shell.md §6: /cost-management/). */
export function requireCostKey(user: AuthUser, action: CostAction): void {
  requireKey(user, `financial-record:${action}`);
}
