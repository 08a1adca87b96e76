import type { MotionTimeouts } from "@armada/domain";
import { GraphqlRequestError } from "../api/GraphqlRequestError";
import { graphqlRequest } from "../api/graphqlRequest";

export interface FeatureFlagEntry {
  key: string;
  enabled: boolean;
}

/** The signed-in user as the Identity query returns it. */
export interface Identity {
  userId: number | string;
  name: string;
  email: string | null;
  phoneNo: string | null;
  companyId: number;
  companyName: string;
  isDriver: boolean;
  accessRight: string[];
  featureFlags: FeatureFlagEntry[];
  language: string | null;
  motionTimeouts: MotionTimeouts;
}

interface IdentityResult {
  identity: {
    isSuccessful: boolean;
    message: string;
    errorCode: string | null;
    errorName: string | null;
    status: number;
    data: Identity | null;
  };
}

export const IDENTITY_QUERY = /* GraphQL */ `
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
        isDriver
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
      }
    }
  }
`;

export const identityQueryKey = ["identity"] as const;

export async function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  const result = await graphqlRequest<IdentityResult>(IDENTITY_QUERY, undefined, { signal });
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
