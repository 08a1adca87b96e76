import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

const gated = (page: React.ReactNode) => (
  <RequireAccess accessKey="e4b-alert-center-rule-setting:read">{page}</RequireAccess>
);

const formPage = async () => {
  const { AlertRuleFormPage } = await import("./components/AlertRuleFormPage");
  return { element: gated(<AlertRuleFormPage />) };
};

/** /setting/notification: Setting Notification List and the rule form (docs/spec/alert-center-and-shell.md §2.1), loaded on demand. */
export const alertRulesRoute: RouteObject = {
  path: "setting/notification",
  children: [
    {
      index: true,
      lazy: async () => {
        const { AlertRulesPage } = await import("./components/AlertRulesPage");
        return { element: gated(<AlertRulesPage />) };
      },
    },
    { path: "new", lazy: formPage },
    { path: ":alertRuleId", lazy: formPage },
  ],
};
