import { can, REPORT_ACCESS_KEYS } from "@armada/domain";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";

/** The reports page is for anyone holding one of the reports' keys (each tab checks its own). */
function RequireAnyReport({ children }: { children: ReactNode }) {
  const { accessKeys } = useSession();
  return Object.values(REPORT_ACCESS_KEYS).some((key) => can(accessKeys, key)) ? children : <ForbiddenPage />;
}

/** /report/: the reports, loaded on demand. */
export const reportRoute: RouteObject = {
  path: "report",
  lazy: async () => {
    const { ReportsPage } = await import("./components/ReportsPage");
    return {
      element: (
        <RequireAnyReport>
          <ReportsPage />
        </RequireAnyReport>
      ),
    };
  },
};
