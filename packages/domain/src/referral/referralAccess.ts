import { can } from "../can.js";
import { hidesReferralAndFeedback } from "../companyBranding.js";

export const REFERRAL_ACCESS_KEY = "referal_program:read";

/** The referral button and page: referal_program:read, never for company 1449 (docs/spec/alert-center-and-shell.md §6). */
export function canUseReferralProgram(accessKeys: readonly string[], companyId: number): boolean {
  return can(accessKeys, REFERRAL_ACCESS_KEY) && !hidesReferralAndFeedback(companyId);
}
