import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /delivery/: the delivery orders (all four tms keys, as the menu; the server checks each call). */
export const deliveryRoute: RouteObject = {
  path: "delivery/*",
  lazy: async () => {
    const { DeliveryOrdersPage } = await import("./components/DeliveryOrdersPage");
    return {
      element: (
        <RequireAccess accessKey="tms:read">
          <DeliveryOrdersPage />
        </RequireAccess>
      ),
    };
  },
};

/** /fleet-task/ and /fleet-task/:id/: the fleet tasks (tms or fleet-task-instant). */
export const fleetTaskRoute: RouteObject = {
  path: "fleet-task/*",
  lazy: async () => {
    const { FleetTaskPages } = await import("./components/FleetTaskPages");
    return { Component: FleetTaskPages };
  },
};
