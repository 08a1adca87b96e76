import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /maintenance/ and /maintenance/service-orders/:id/spk (maintenance:read; the server checks each call). */
export const maintenanceRoute: RouteObject = {
  path: "maintenance/*",
  lazy: async () => {
    const { MaintenancePages } = await import("./components/MaintenancePages");
    return {
      element: (
        <RequireAccess accessKey="maintenance:read">
          <MaintenancePages />
        </RequireAccess>
      ),
    };
  },
};
