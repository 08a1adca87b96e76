import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { RequireAccess } from "@/shared/ui/RequireAccess";
import { NotificationDetailPage } from "./components/NotificationDetailPage";
import { NotificationLogPage } from "./components/NotificationLogPage";
import { NotificationsPage } from "./components/NotificationsPage";

/** /notification/: Notifikasi, Notification Log and Notification Detail (spec §2.1). */
export const notificationRoute: RouteObject = {
  path: "notification",
  children: [
    { index: true, element: <NotificationsPage /> },
    {
      path: "log",
      element: (
        <RequireAccess accessKey="e1j-log-notification:read">
          <NotificationLogPage />
        </RequireAccess>
      ),
    },
    { path: "detail/:id", element: <NotificationDetailPage /> },
    { path: "*", element: <NotFoundPage /> },
  ],
};
