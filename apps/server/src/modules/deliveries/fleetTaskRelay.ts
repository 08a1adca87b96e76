import { FLEET_TASK_SOCKET_TYPE, type FleetTaskChange } from "@armada/domain";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { OperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import { tmsKey } from "./deliveriesAccess.js";

/**
 * Relays every instance's fleet task changes to this instance's operator sockets: users who may read the task
 * (tms:read, or fleet-task-instant:read for an instant task; one holding both may hear an instant change twice,
 * which a refetch takes in its stride).
 */
export function startFleetTaskRelay(bus: EventBus, operatorSockets: OperatorSocketHub) {
  return bus.subscribe<FleetTaskChange>(topics.allFleetTaskChanges, (change, topic) => {
    const companyId = Number(topic.slice(topic.lastIndexOf(".") + 1));
    const message = { type: FLEET_TASK_SOCKET_TYPE, data: change } as const;
    operatorSockets.sendToCompany(companyId, message, tmsKey("read"));
    if (change.isInstant) operatorSockets.sendToCompany(companyId, message, "fleet-task-instant:read");
  });
}
