import { graphql } from "@/generated/graphql";
import type { IdentityQuery } from "@/generated/graphql/graphql";
import { GraphqlRequestError } from "../api/GraphqlRequestError";
import { graphqlRequest } from "../api/graphqlRequest";

/** The signed-in user as the Identity query returns it. */
export type Identity = NonNullable<IdentityQuery["identity"]["data"]>;
export type FeatureFlagEntry = Identity["featureFlags"][number];

export const IDENTITY_QUERY = graphql(`
  query Identity {
    identity {
      isSuccessful
      message
      errorCode
      errorName
      status
      data {
        userId
        name
        email
        phoneNo
        companyId
        companyName
        timeZone
        isDriver
        isPlatformAdmin
        legacyAppUrl
        accessRight
        featureFlags {
          key
          enabled
        }
        language
        motionTimeouts {
          idleMinutes
          parkMinutes
          offlineMinutes
        }
        setupNotifCompleted
      }
    }
  }
`);

export async function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  const result = await graphqlRequest(IDENTITY_QUERY, {}, { signal });
  const { identity } = result;
  if (!identity.isSuccessful || !identity.data) {
    throw new GraphqlRequestError({
      code: identity.status === 401 ? "UNAUTHENTICATED" : (identity.errorName ?? "IDENTITY_FAILED"),
      message: identity.message,
      status: identity.status,
    });
  }
  return identity.data;
}
