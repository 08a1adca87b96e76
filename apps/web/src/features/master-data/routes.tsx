import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";

/** /master/*: vehicles, vehicle types, vehicle groups, devices, drivers and geofences, each page loaded on demand (the geofence one brings the map). */
export const masterDataRoute: RouteObject = {
  path: "master",
  lazy: async () => ({ Component: (await import("./components/MasterDataLayout")).MasterDataLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./components/MasterDataLayout")).MasterDataIndex }),
    },
    {
      path: "vehicles",
      lazy: async () => ({ Component: (await import("./components/vehicles/VehiclesPage")).VehiclesPage }),
    },
    {
      path: "vehicle-types",
      lazy: async () => ({
        Component: (await import("./components/vehicleTypes/VehicleTypesPage")).VehicleTypesPage,
      }),
    },
    {
      path: "vehicle-groups",
      lazy: async () => ({
        Component: (await import("./components/vehicleGroups/VehicleGroupsPage")).VehicleGroupsPage,
      }),
    },
    {
      path: "devices",
      lazy: async () => ({ Component: (await import("./components/devices/DevicesPage")).DevicesPage }),
    },
    {
      path: "drivers",
      lazy: async () => ({ Component: (await import("./components/drivers/DriversPage")).DriversPage }),
    },
    {
      path: "geofences",
      lazy: async () => ({ Component: (await import("./components/geofences/GeofencesPage")).default }),
    },
    { path: "*", element: <NotFoundPage /> },
  ],
};
