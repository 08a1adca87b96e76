import type { RouteObject } from "react-router";
import { TemporaryTrackingFormPage } from "./components/TemporaryTrackingFormPage";
import { TemporaryTrackingListPage } from "./components/TemporaryTrackingListPage";

/** /trackingtemp/: the list, /trackingtemp/new and /trackingtemp/:id (spec §2). */
export const temporaryTrackingRoute: RouteObject = {
  path: "trackingtemp",
  children: [
    { index: true, element: <TemporaryTrackingListPage /> },
    { path: "new", element: <TemporaryTrackingFormPage /> },
    { path: ":id", element: <TemporaryTrackingFormPage /> },
  ],
};
