import { MEDIA_ACCESS_KEY } from "@armada/domain";
import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /vehicle-media/ and /video-history/ (Track Vision), behind b3i-menu-media:read, loaded on demand. */
export const mediaRoutes: RouteObject[] = [
  {
    path: "vehicle-media/*",
    lazy: async () => {
      const { VehicleMediaPage } = await import("./components/VehicleMediaPage");
      return {
        element: (
          <RequireAccess accessKey={MEDIA_ACCESS_KEY}>
            <VehicleMediaPage />
          </RequireAccess>
        ),
      };
    },
  },
  {
    path: "video-history/*",
    lazy: async () => {
      const { VideoHistoryPage } = await import("./components/VideoHistoryPage");
      return {
        element: (
          <RequireAccess accessKey={MEDIA_ACCESS_KEY}>
            <VideoHistoryPage />
          </RequireAccess>
        ),
      };
    },
  },
];
