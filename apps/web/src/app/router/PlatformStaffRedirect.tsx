import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "@/shared/session/SessionContext";

/** Armada's platform staff have no company pages: the operator shell sends them to the platform console. */
export function PlatformStaffRedirect({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.identity.isPlatformAdmin) return <Navigate to="/console/" replace />;
  return children;
}
