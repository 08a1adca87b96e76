import type { Identity } from "../../generated/graphql.js";
import type { AuthUser } from "../../http/authUser.js";

/**
 * What the identity query tells about the caller from modules above auth (feature flags, motion timeouts, the way
 * back to version 1.0). The composition root (services.ts) supplies it, so auth imports none of those modules.
 */
export type IdentityDetails = (
  user: AuthUser,
) => Promise<Pick<Identity, "featureFlags" | "motionTimeouts" | "legacyAppUrl">>;
