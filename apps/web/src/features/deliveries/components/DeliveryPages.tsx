import { Route, Routes } from "react-router";
import { DeliveryOrderDetailPage } from "./DeliveryOrderDetailPage";
import { DeliveryOrdersPage } from "./DeliveryOrdersPage";
import { DeliveryReportPage } from "./DeliveryReportPage";

/** /delivery/: the delivery orders, /delivery/:id/: one order, /delivery/report/: on-time rates and deliveries per day. */
export function DeliveryPages() {
  return (
    <Routes>
      <Route index element={<DeliveryOrdersPage />} />
      <Route path="report/*" element={<DeliveryReportPage />} />
      <Route path=":deliveryOrderId/*" element={<DeliveryOrderDetailPage />} />
    </Routes>
  );
}
