import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /driverscore/: the scores page and one driver's detail, loaded on demand. */
export const driverScoreRoute: RouteObject = {
  path: "driverscore",
  children: [
    {
      index: true,
      lazy: async () => {
        const { DriverScoresPage } = await import("./components/DriverScoresPage");
        return {
          element: (
            <RequireAccess accessKey="g1a-driver-score:read">
              <DriverScoresPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: ":driverId",
      lazy: async () => {
        const { DriverScoreDetailPage } = await import("./components/DriverScoreDetailPage");
        return {
          element: (
            <RequireAccess accessKey="g1a-driver-score:read">
              <DriverScoreDetailPage />
            </RequireAccess>
          ),
        };
      },
    },
  ],
};
