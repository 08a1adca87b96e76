import { Route, Routes } from "react-router";
import { MaintenancePage } from "./MaintenancePage";
import { ServiceOrderSpkPage } from "./ServiceOrderSpkPage";

/** The pages under /maintenance/: the lists, and a service order's printable SPK. */
export function MaintenancePages() {
  return (
    <Routes>
      <Route index element={<MaintenancePage />} />
      <Route path="service-orders/:serviceOrderId/spk" element={<ServiceOrderSpkPage />} />
    </Routes>
  );
}
