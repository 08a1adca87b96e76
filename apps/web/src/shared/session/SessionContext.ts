import type { FeatureFlags } from "@armada/domain";
import { createContext, useContext } from "react";
import type { Identity } from "./identity";

/** The signed-in user in the shape the domain rules take. Provided by the app's auth guard. */
export interface Session {
  identity: Identity;
  accessKeys: readonly string[];
  featureFlags: Partial<FeatureFlags>;
  companyId: number;
  isDriver: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used below the authenticated part of the app");
  return session;
}
