import { Route, Routes } from "react-router";
import { DeliveryOrdersPage } from "./DeliveryOrdersPage";
import { DeliveryReportPage } from "./DeliveryReportPage";

/** /delivery/: the delivery orders, and /delivery/report/: their on-time rates and deliveries per day. */
export function DeliveryPages() {
  return (
    <Routes>
      <Route index element={<DeliveryOrdersPage />} />
      <Route path="report/*" element={<DeliveryReportPage />} />
    </Routes>
  );
}
