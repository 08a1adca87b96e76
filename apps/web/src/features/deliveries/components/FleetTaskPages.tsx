import { Route, Routes } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";
import { mayPlanFleetTasks } from "../lib/fleetTaskAccess";
import { FleetTaskDetailPage } from "./FleetTaskDetailPage";
import { FleetTasksPage } from "./FleetTasksPage";

/** The list and a task's detail, for users holding all the tms or all the fleet-task-instant keys. */
export function FleetTaskPages() {
  const { accessKeys } = useSession();
  if (!mayPlanFleetTasks(accessKeys)) return <ForbiddenPage />;
  return (
    <Routes>
      <Route index element={<FleetTasksPage />} />
      <Route path=":fleetTaskId/*" element={<FleetTaskDetailPage />} />
    </Routes>
  );
}
