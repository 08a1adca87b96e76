import { DEVICE_COMMAND_ACCESS, DEVICE_COMMAND_SOCKET_TYPE, type DeviceCommandChange } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import { everyInterval } from "../../everyInterval.js";
import type { OperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import type { DeviceCommandService } from "./deviceCommandService.js";

const SWEEP_INTERVAL_MS = 15_000;

/**
 * Expires commands whose time ran out (every instance sweeps; the update expires each command once) and relays
 * every instance's command changes to this instance's operator sockets (users holding the history key).
 */
export function startDeviceCommandJobs(
  bus: EventBus,
  service: DeviceCommandService,
  operatorSockets: OperatorSocketHub,
  logger: FastifyBaseLogger,
) {
  const stopSweeper = everyInterval(
    () => service.expireDue(),
    SWEEP_INTERVAL_MS,
    logger,
    "expiring device commands failed",
  );
  const stopRelay = bus.subscribe<DeviceCommandChange>(topics.allDeviceCommandChanges, (change, topic) => {
    const companyId = Number(topic.split(".")[1]);
    operatorSockets.sendToCompany(
      companyId,
      { type: DEVICE_COMMAND_SOCKET_TYPE, data: change },
      DEVICE_COMMAND_ACCESS.read,
    );
  });
  return async () => {
    stopRelay();
    await stopSweeper();
  };
}
