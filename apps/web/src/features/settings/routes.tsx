import { USER_READ_KEY } from "@armada/domain";
import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /setting/: the settings hub and its pages, each loaded on demand (the alert rules live in features/alerts/rules). */
export const settingsRoute: RouteObject = {
  path: "setting",
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./components/SettingsHubPage")).SettingsHubPage }),
    },
    {
      path: "company",
      lazy: async () => {
        const { CompanySettingsPage } = await import("./components/CompanySettingsPage");
        return {
          element: (
            <RequireAccess accessKey="c1a-setting-company:read">
              <CompanySettingsPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "whatsapp-outbox",
      lazy: async () => {
        const { WhatsAppOutboxPage } = await import("@/features/whatsapp-outbox");
        return {
          element: (
            <RequireAccess accessKey="c5a-setting-notification:read">
              <WhatsAppOutboxPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "reminders",
      lazy: async () => {
        const { ReminderSettingsPage } = await import("@/features/reminders");
        return {
          element: (
            <RequireAccess accessKey="c5a-setting-notification:read">
              <ReminderSettingsPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "integration",
      lazy: async () => {
        const { ApiKeysPage } = await import("@/features/api-keys");
        return {
          element: (
            <RequireAccess accessKey="c8a-setting-api:read">
              <ApiKeysPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "users",
      lazy: async () => {
        const { UsersPage } = await import("@/features/users");
        return {
          element: (
            <RequireAccess accessKey={USER_READ_KEY}>
              <UsersPage />
            </RequireAccess>
          ),
        };
      },
    },
    {
      path: "audit-log",
      lazy: async () => {
        const { AuditLogPage } = await import("@/features/audit-log");
        return {
          element: (
            <RequireAccess accessKey="c9a-setting-audit-log:read">
              <AuditLogPage />
            </RequireAccess>
          ),
        };
      },
    },
  ],
};
