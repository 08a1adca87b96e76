import { can, REPORT_ACCESS_KEYS } from "@armada/domain";
import type { ReactNode } from "react";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";

/** The reports' pages are for anyone holding one of the reports' keys (each report checks its own). */
export function RequireAnyReport({ children }: { children: ReactNode }) {
  const { accessKeys } = useSession();
  return Object.values(REPORT_ACCESS_KEYS).some((key) => can(accessKeys, key)) ? children : <ForbiddenPage />;
}
