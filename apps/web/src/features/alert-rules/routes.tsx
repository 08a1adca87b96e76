import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";
import { AlertRuleFormPage } from "./components/AlertRuleFormPage";
import { AlertRulesPage } from "./components/AlertRulesPage";

const gated = (page: React.ReactNode) => (
  <RequireAccess accessKey="e4b-alert-center-rule-setting:read">{page}</RequireAccess>
);

/** /setting/notification: Setting Notification List and the rule form (spec §2.1). */
export const alertRulesRoute: RouteObject = {
  path: "setting/notification",
  children: [
    { index: true, element: gated(<AlertRulesPage />) },
    { path: "new", element: gated(<AlertRuleFormPage />) },
    { path: ":alertRuleId", element: gated(<AlertRuleFormPage />) },
  ],
};
