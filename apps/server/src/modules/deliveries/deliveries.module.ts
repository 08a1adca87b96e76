import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDeliveryOrderService } from "./deliveryOrderService.js";
import { createFleetTaskService } from "./fleetTaskService.js";
import { deliveriesResolvers } from "./resolvers.js";
import { startStopVisitWorker } from "./stopVisitWorker.js";

function provide({ db }: ModuleHost) {
  // the stop visit worker (a job, started after the services) reloads the stops when a task changes
  let tasksChanged = () => {};
  return {
    deliveries: {
      deliveryOrders: createDeliveryOrderService(db),
      fleetTasks: createFleetTaskService(db, () => tasksChanged()),
    },
    onTasksChanged(listener: () => void) {
      tasksChanged = listener;
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    deliveries: ReturnType<typeof provide>;
  }
}

/** Delivery orders and fleet tasks (issue 33): the /delivery/ and /fleet-task/ screens. */
export const deliveriesModule = defineModule({
  name: "deliveries",
  dependsOn: ["auth", "company", "documents", "fleet", "geofences"],
  provides: provide,
  resolvers: deliveriesResolvers,
  jobs({ onTasksChanged }, _deps, { db, bus, log }) {
    const stopVisitWorker = startStopVisitWorker(db, bus, log);
    onTasksChanged(() => void stopVisitWorker.refresh());
    return { stopVisitWorker, stop: () => stopVisitWorker.stop() };
  },
});
