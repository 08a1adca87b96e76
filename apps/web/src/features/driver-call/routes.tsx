import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /driver-calls/: the call log, loaded on demand (both two-way communication keys). */
export const driverCallRoute: RouteObject = {
  path: "driver-calls",
  lazy: async () => {
    const { DriverCallLogPage } = await import("./components/DriverCallLogPage");
    return {
      element: (
        <RequireAccess accessKey="b3f-two-way-communication:read">
          <RequireAccess accessKey="b3f-two-way-communication-all-module:read">
            <DriverCallLogPage />
          </RequireAccess>
        </RequireAccess>
      ),
    };
  },
};
