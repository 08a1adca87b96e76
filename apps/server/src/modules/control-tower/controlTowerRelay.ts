import { CONTROL_TOWER_SOCKET_TYPE, type ControlTowerChange } from "@armada/domain";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { OperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import { CONTROL_TOWER_KEYS } from "./controlTowerAccess.js";

/**
 * Relays every instance's control tower changes to this instance's operator sockets: each operator of the company
 * who may read the tower (either menu's key; one holding both hears it twice, which a refetch takes in its stride).
 */
export function startControlTowerRelay(bus: EventBus, operatorSockets: OperatorSocketHub) {
  return bus.subscribe<ControlTowerChange>(topics.allControlTowerChanges, (change, topic) => {
    const companyId = Number(topic.slice(topic.lastIndexOf(".") + 1));
    if (!Number.isInteger(companyId)) return;
    const message = { type: CONTROL_TOWER_SOCKET_TYPE, data: change } as const;
    for (const key of CONTROL_TOWER_KEYS) operatorSockets.sendToCompany(companyId, message, key);
  });
}
