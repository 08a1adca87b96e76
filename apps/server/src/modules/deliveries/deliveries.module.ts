import { mergeResolvers } from "../../graphql/graphqlPlugin.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDeliveryOrderService } from "./deliveryOrderService.js";
import { driverResolvers } from "./driver/driverResolvers.js";
import { createDriverTaskService } from "./driver/driverTaskService.js";
import { driverUploadRoutes } from "./driver/driverUpload.routes.js";
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
      driverTasks: createDriverTaskService(db, () => tasksChanged()),
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

/** Delivery orders and fleet tasks (issue 33): the /delivery/ and /fleet-task/ screens, and the driver's app. */
export const deliveriesModule = defineModule({
  name: "deliveries",
  dependsOn: ["auth", "company", "fleet", "geofences", "uploads"],
  provides: provide,
  resolvers: (own) => mergeResolvers(deliveriesResolvers(own), driverResolvers(own.deliveries.driverTasks)),
  routes: async (app, _own, { uploads }) => driverUploadRoutes(app, uploads),
  jobs({ onTasksChanged }, _deps, { db, bus, log }) {
    const stopVisitWorker = startStopVisitWorker(db, bus, log);
    onTasksChanged(() => void stopVisitWorker.refresh());
    return { stopVisitWorker, stop: () => stopVisitWorker.stop() };
  },
});
