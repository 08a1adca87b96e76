import type { DbExecutor } from "../../db/database.js";
import { forbidden } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";
import { findCompanyFeatureFlags } from "../feature-flags/index.js";

export type InvoiceAction = "read" | "create" | "update" | "delete";

/**
 * /invoice/ (docs/spec/alert-center-and-shell.md §6): the tms-integration-accurate keys, and the company's
 * invoiceCoreFlag (the invoice module is enabled per company).
 */
export async function requireInvoiceAccess(db: DbExecutor, user: AuthUser, action: InvoiceAction) {
  requireKey(user, `tms-integration-accurate:${action}`);
  const flags = await findCompanyFeatureFlags(db, user.companyId);
  if (!flags.invoiceCoreFlag) throw forbidden();
}
