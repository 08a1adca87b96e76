import { lazy } from "react";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { MasterDataIndex, MasterDataLayout } from "./components/MasterDataLayout";
import { VehiclesPage } from "./components/vehicles/VehiclesPage";
import { VehicleTypesPage } from "./components/vehicleTypes/VehicleTypesPage";

const GeofencesPage = lazy(() => import("./components/geofences/GeofencesPage"));

/** /master/*: vehicles, vehicle types and geofences (the geofence map editor is loaded on demand). */
export const masterDataRoute: RouteObject = {
  path: "master",
  element: <MasterDataLayout />,
  children: [
    { index: true, element: <MasterDataIndex /> },
    { path: "vehicles", element: <VehiclesPage /> },
    { path: "vehicle-types", element: <VehicleTypesPage /> },
    { path: "geofences", element: <GeofencesPage /> },
    { path: "*", element: <NotFoundPage /> },
  ],
};
