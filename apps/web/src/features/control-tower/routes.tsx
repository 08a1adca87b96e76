import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /controltower-2/: the control tower's board with counts and the wall screen. */
export const controlTowerRoute: RouteObject = {
  path: "controltower-2/*",
  lazy: async () => {
    const { ControlTowerPage } = await import("./components/ControlTowerPage");
    return {
      element: (
        <RequireAccess accessKey="h1b-control-tower-v2:read">
          <ControlTowerPage />
        </RequireAccess>
      ),
    };
  },
};

/** /controltower/: the control tower's simpler list view. */
export const controlTowerListRoute: RouteObject = {
  path: "controltower/*",
  lazy: async () => {
    const { ControlTowerListPage } = await import("./components/ControlTowerListPage");
    return {
      element: (
        <RequireAccess accessKey="control_tower:read">
          <ControlTowerListPage />
        </RequireAccess>
      ),
    };
  },
};
