import { useMemo } from "react";
import { useMyFleetTasks } from "../api/driverTasks";
import { withPendingActions } from "../lib/driverAction";
import { useDriverActions } from "./DriverActions";

/** Today's tasks as the driver sees them: the server's, with the actions waiting for a signal applied. */
export function useDriverTasks() {
  const query = useMyFleetTasks();
  const { shown } = useDriverActions();
  const tasks = useMemo(
    () => (query.data ? withPendingActions(query.data.tasks, shown) : undefined),
    [query.data, shown],
  );
  return { query, tasks, podRequirements: query.data?.podRequirements ?? null };
}
