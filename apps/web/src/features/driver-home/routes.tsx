import type { RouteObject } from "react-router";
import { RequireDriver } from "@/shared/ui/RequireDriver";

/** /driver/: a driver's own home, their alerts and their score (docs/architecture.md "Driver home"), on demand. */
export const driverHomeRoute: RouteObject = {
  path: "driver",
  element: <RequireDriver />,
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./components/DriverHomePage")).DriverHomePage }),
    },
    {
      path: "alerts",
      lazy: async () => ({ Component: (await import("./components/DriverAlertsPage")).DriverAlertsPage }),
    },
    {
      path: "score",
      lazy: async () => ({ Component: (await import("./components/DriverScorePage")).DriverScorePage }),
    },
  ],
};
