import { FLEET_TASK_SOCKET_TYPE, type FleetTaskChange } from "@armada/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useOnReconnect, useSocketMessage } from "@/shared/realtime";
import { DELIVERIES_KEY } from "./deliveryOrders";

/**
 * Keeps the deliveries' queries live: a fleet task changed on any instance (a stop visited from the positions, a
 * drop confirmed, a status move), so its task, the task list and the orders it moves are fetched again. With a
 * task id, only that task's changes count.
 */
export function useFleetTaskLive(fleetTaskId: number | null = null) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: DELIVERIES_KEY });
  useSocketMessage<FleetTaskChange>(FLEET_TASK_SOCKET_TYPE, (change) => {
    if (fleetTaskId === null || change.fleetTaskId === fleetTaskId) refresh();
  });
  useOnReconnect(refresh);
}
