import { AppError } from "../../http/appError.js";
import { LoginThrottle } from "../auth/index.js";

/**
 * IMEIs are unique system-wide, so a refused IMEI tells its caller that some company has that device. A company
 * refused this often within the window registers no new IMEI until the window has passed, so its users cannot
 * probe which devices other companies own (docs/decisions.md "IMEI refusals"). In memory, per instance.
 */
export const IMEI_REFUSALS = { perCompany: 20, windowMs: 60 * 60_000 } as const;

/** The refusals of one app (a test process runs several). */
export function createImeiRefusals() {
  const refusals = new LoginThrottle({
    maxFailures: IMEI_REFUSALS.perCompany,
    windowMs: IMEI_REFUSALS.windowMs,
  });
  return {
    /** Before an IMEI new to the caller's record is looked up: refused while the company is over its refusals. */
    check(companyId: number): void {
      if (refusals.retryAfterSeconds(String(companyId)) > 0) throw new AppError("TooManyImeiRefusals", 429);
    },
    /** Refuses an IMEI that another company (or another vehicle) has, counting the refusal against the company. */
    refuseTaken(companyId: number): never {
      refusals.recordFailure(String(companyId));
      throw new AppError("ImeiAlreadyExists", 409);
    },
  };
}

export type ImeiRefusals = ReturnType<typeof createImeiRefusals>;
