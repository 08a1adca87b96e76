import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /cost-management/: costs, their totals and the fuel report (financial-record keys; the server checks each call). */
export const costManagementRoute: RouteObject = {
  path: "cost-management/*",
  lazy: async () => {
    const { CostManagementPage } = await import("./components/CostManagementPage");
    return {
      element: (
        <RequireAccess accessKey="financial-record:read">
          <CostManagementPage />
        </RequireAccess>
      ),
    };
  },
};
