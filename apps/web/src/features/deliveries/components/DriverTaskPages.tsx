import { Route, Routes } from "react-router";
import { DriverActionsProvider } from "./DriverActions";
import { DriverTaskPage } from "./DriverTaskPage";
import { DriverTasksPage } from "./DriverTasksPage";

/** The driver's app: today's tasks and one task, over one offline queue of the driver's actions. */
export function DriverTaskPages() {
  return (
    <DriverActionsProvider>
      <Routes>
        <Route index element={<DriverTasksPage />} />
        <Route path=":fleetTaskId/*" element={<DriverTaskPage />} />
      </Routes>
    </DriverActionsProvider>
  );
}
