import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /invoice/: invoices of delivered orders and the rate cards that price them (the server checks each call). */
export const invoiceRoute: RouteObject = {
  path: "invoice/*",
  lazy: async () => {
    const { InvoicesPage } = await import("./components/InvoicesPage");
    return {
      element: (
        <RequireAccess accessKey="tms-integration-accurate:read">
          <InvoicesPage />
        </RequireAccess>
      ),
    };
  },
};
