import type { RouteObject } from "react-router";

/** /report/scheduled: the scheduled reports, loaded on demand (the reports' guard with them: it brings Mantine). */
export const scheduledReportsRoute: RouteObject = {
  path: "report/scheduled",
  lazy: async () => {
    const [{ ScheduledReportsPage }, { RequireAnyReport }] = await Promise.all([
      import("./components/ScheduledReportsPage"),
      import("@/features/reports"),
    ]);
    return {
      element: (
        <RequireAnyReport>
          <ScheduledReportsPage />
        </RequireAnyReport>
      ),
    };
  },
};
