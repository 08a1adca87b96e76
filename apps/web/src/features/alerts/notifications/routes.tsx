import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /notification/: Notifikasi, Notification Log and Notification Detail (docs/spec/alert-center-and-shell.md §2.1), each loaded on demand. */
export const notificationRoute: RouteObject = {
  path: "notification",
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./components/NotificationsPage")).NotificationsPage }),
    },
    {
      path: "log",
      lazy: async () => {
        const { NotificationLogPage } = await import("./components/NotificationLogPage");
        return {
          element: (
            <RequireAccess accessKey="e1j-log-notification:read">
              <NotificationLogPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "detail/:id",
      lazy: async () => ({
        Component: (await import("./components/NotificationDetailPage")).NotificationDetailPage,
      }),
    },
    { path: "*", element: <NotFoundPage /> },
  ],
};
