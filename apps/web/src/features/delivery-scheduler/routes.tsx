import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /delivery-scheduler/: the recurring delivery templates (tms keys, as the menu; the server checks each call). */
export const deliverySchedulerRoute: RouteObject = {
  path: "delivery-scheduler/*",
  lazy: async () => {
    const { DeliverySchedulerPage } = await import("./components/DeliverySchedulerPage");
    return {
      element: (
        <RequireAccess accessKey="tms:read">
          <DeliverySchedulerPage />
        </RequireAccess>
      ),
    };
  },
};
