import type { RouteObject } from "react-router";
import { RequireAccess } from "@/shared/ui/RequireAccess";

/** /company-ticket/: the company's support tickets to Armada's platform team (the server checks each call). */
export const companyTicketRoute: RouteObject = {
  path: "company-ticket/*",
  lazy: async () => {
    const { CompanyTicketPage } = await import("./components/CompanyTicketPage");
    return {
      element: (
        <RequireAccess accessKey="company_ticket:read">
          <CompanyTicketPage />
        </RequireAccess>
      ),
    };
  },
};
