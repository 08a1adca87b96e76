import type { CompanyTimeZone } from "@armada/domain";

/** Who is calling: resolved from the session cookie on every request. */
export interface AuthUser {
  userId: number;
  companyId: number;
  companyName: string;
  /** the company's zone for every date and time written to the user or its recipients */
  companyTimeZone: CompanyTimeZone;
  name: string;
  email: string | null;
  phoneNo: string | null;
  isDriver: boolean;
  /** Armada's staff (platform console); such a user has no access keys of a company */
  isPlatformAdmin: boolean;
  accessKeys: readonly string[];
  language: string;
  /** set when an API key calls (issue 37): the key's id; such a caller may not use session-only operations */
  apiKeyId?: number;
}
