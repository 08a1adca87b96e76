import type { Identity } from "../../generated/graphql.js";
import type { AuthUser } from "../../http/authUser.js";

type Details = Pick<Identity, "featureFlags" | "motionTimeouts" | "legacyAppUrl">;

/** What one module above auth tells about the caller for the identity query. */
export type IdentityDetail = (user: AuthUser) => Promise<Partial<Details>>;

/**
 * The identity query's details from modules above auth (feature flags, motion timeouts, the way back to version
 * 1.0): each of them adds its part, so auth imports none of them.
 */
export function createIdentityDetails() {
  const parts: IdentityDetail[] = [];
  return {
    add(part: IdentityDetail) {
      parts.push(part);
    },
    async of(user: AuthUser): Promise<Details> {
      const details: Partial<Details> = {};
      for (const part of parts) Object.assign(details, await part(user));
      return details as Details;
    },
  };
}

export type IdentityDetails = ReturnType<typeof createIdentityDetails>;
