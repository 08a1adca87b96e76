import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /land-measurement/: measure an area by a tapped or driven boundary; saved measurements (the i1a crud keys). */
export const landMeasurementRoute: RouteObject = {
  path: "land-measurement/*",
  lazy: async () => {
    const { LandMeasurementPage } = await import("./components/LandMeasurementPage");
    return {
      element: (
        <RequireAccess accessKey="i1a-land-measurement:read">
          <LandMeasurementPage />
        </RequireAccess>
      ),
    };
  },
};
