import { Route, Routes } from "react-router";
import { DriverActionsProvider } from "./DriverActions";
import { DriverTaskPage } from "./DriverTaskPage";
import { DriverTasksPage } from "./DriverTasksPage";
import { PhoneTrackerProvider } from "./PhoneTracker";

/**
 * The driver's app: today's tasks and one task, over one offline queue of the driver's actions (and, for a vehicle
 * that takes its position from the phone, the phone's fixes while its task runs).
 */
export function DriverTaskPages() {
  return (
    <DriverActionsProvider>
      <PhoneTrackerProvider>
        <Routes>
          <Route index element={<DriverTasksPage />} />
          <Route path=":fleetTaskId/*" element={<DriverTaskPage />} />
        </Routes>
      </PhoneTrackerProvider>
    </DriverActionsProvider>
  );
}
