import type { RouteObject } from "react-router";
import { WhatsAppOutboxPage } from "@/features/whatsapp-outbox/components/WhatsAppOutboxPage";
import { RequireAccess } from "@/shared/ui/RequireAccess";
import { CompanySettingsPage } from "./components/CompanySettingsPage";
import { SettingsHubPage } from "./components/SettingsHubPage";

/** /setting/: the settings hub and its pages (the alert rules live in features/alert-rules). */
export const settingsRoute: RouteObject = {
  path: "setting",
  children: [
    { index: true, element: <SettingsHubPage /> },
    {
      path: "company",
      element: (
        <RequireAccess accessKey="c1a-setting-company:read">
          <CompanySettingsPage />
        </RequireAccess>
      ),
    },
    {
      path: "whatsapp-outbox",
      element: (
        <RequireAccess accessKey="c5a-setting-notification:read">
          <WhatsAppOutboxPage />
        </RequireAccess>
      ),
    },
  ],
};
