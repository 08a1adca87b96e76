import { Route, Routes } from "react-router";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { CompanyTicketDetailPage } from "./CompanyTicketDetailPage";
import { CompanyTicketListPage } from "./CompanyTicketListPage";

/** /company-ticket/ and /company-ticket/:ticketId */
export function CompanyTicketPage() {
  return (
    <Routes>
      <Route index element={<CompanyTicketListPage />} />
      <Route path=":ticketId" element={<CompanyTicketDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
