import { type FeatureFlags, isDriverAccess, isFeatureFlag } from "@armada/domain";
import type { FeatureFlagEntry, Identity } from "./identity";
import type { Session } from "./SessionContext";

export function toFeatureFlags(entries: readonly FeatureFlagEntry[]): Partial<FeatureFlags> {
  const flags: Partial<FeatureFlags> = {};
  for (const entry of entries) {
    if (isFeatureFlag(entry.key)) flags[entry.key] = entry.enabled;
  }
  return flags;
}

export function toSession(identity: Identity): Session {
  const accessKeys = identity.accessRight ?? [];
  return {
    identity,
    accessKeys,
    featureFlags: toFeatureFlags(identity.featureFlags ?? []),
    companyId: identity.companyId,
    isDriver: identity.isDriver || isDriverAccess(accessKeys),
  };
}
