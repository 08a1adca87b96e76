import type { RouteObject } from "react-router";
import { RequireAnyReport } from "@/features/reports";

/** /report/scheduled: the scheduled reports, loaded on demand. */
export const scheduledReportsRoute: RouteObject = {
  path: "report/scheduled",
  lazy: async () => {
    const { ScheduledReportsPage } = await import("./components/ScheduledReportsPage");
    return {
      element: (
        <RequireAnyReport>
          <ScheduledReportsPage />
        </RequireAnyReport>
      ),
    };
  },
};
