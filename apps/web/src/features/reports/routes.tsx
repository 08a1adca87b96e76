import type { RouteObject } from "react-router";

/** /report/: the reports, loaded on demand (their guard with them: the route table stays in the login's chunk). */
export const reportRoute: RouteObject = {
  path: "report",
  lazy: async () => {
    const [{ ReportsPage }, { RequireAnyReport }] = await Promise.all([
      import("./components/ReportsPage"),
      import("./components/RequireAnyReport"),
    ]);
    return {
      element: (
        <RequireAnyReport>
          <ReportsPage />
        </RequireAnyReport>
      ),
    };
  },
};
