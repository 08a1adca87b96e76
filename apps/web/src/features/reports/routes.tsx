import type { RouteObject } from "react-router";
import { RequireAnyReport } from "./components/RequireAnyReport";

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
