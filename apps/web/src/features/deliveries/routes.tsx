import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";
import { RequireDriver } from "@/shared/ui/RequireDriver";

/** /delivery/ and /delivery/report/: the delivery orders and their report (tms keys; the server checks each call). */
export const deliveryRoute: RouteObject = {
  path: "delivery/*",
  lazy: async () => {
    const { DeliveryPages } = await import("./components/DeliveryPages");
    return {
      element: (
        <RequireAccess accessKey="tms:read">
          <DeliveryPages />
        </RequireAccess>
      ),
    };
  },
};

/** /fleet-availability/: the board of vehicles and drivers per day (all four tms keys, as the menu). */
export const fleetAvailabilityRoute: RouteObject = {
  path: "fleet-availability/*",
  lazy: async () => {
    const { FleetAvailabilityPage } = await import("./components/FleetAvailabilityPage");
    return {
      element: (
        <RequireAccess accessKey="tms:read">
          <FleetAvailabilityPage />
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

/**
 * /driver/tasks/ and /driver/tasks/:id/: the driver's app (today's tasks, the next stop, arrival, proof of delivery),
 * its actions queued offline; a driver's own, the forbidden page for anyone else.
 */
export const driverTasksRoute: RouteObject = {
  path: "driver/tasks/*",
  lazy: async () => {
    const { DriverTaskPages } = await import("./components/DriverTaskPages");
    return {
      element: (
        <RequireDriver>
          <DriverTaskPages />
        </RequireDriver>
      ),
    };
  },
};

/** /sales-order/: customers' orders that make delivery orders (the sales-order keys, as the menu). */
export const salesOrderRoute: RouteObject = {
  path: "sales-order/*",
  lazy: async () => {
    const { SalesOrdersPage } = await import("./components/SalesOrdersPage");
    return {
      element: (
        <RequireAccess accessKey="sales-order:read">
          <SalesOrdersPage />
        </RequireAccess>
      ),
    };
  },
};

/** /delivery-request/: requests of customers and branches, approved into DOs or rejected (the tms keys). */
export const deliveryRequestRoute: RouteObject = {
  path: "delivery-request/*",
  lazy: async () => {
    const { DeliveryRequestsPage } = await import("./components/DeliveryRequestsPage");
    return {
      element: (
        <RequireAccess accessKey="tms:read">
          <DeliveryRequestsPage />
        </RequireAccess>
      ),
    };
  },
};
