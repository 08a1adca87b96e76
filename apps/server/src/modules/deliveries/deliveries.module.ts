import type { FleetTaskChange } from "@armada/domain";
import { topics } from "../../bus/eventBus.js";
import { mergeResolvers } from "../../graphql/graphqlPlugin.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createDeliveryOrderService } from "./deliveryOrderService.js";
import { driverResolvers } from "./driver/driverResolvers.js";
import { createDriverTaskService } from "./driver/driverTaskService.js";
import { driverUploadRoutes } from "./driver/driverUpload.routes.js";
import { startFleetTaskRelay } from "./fleetTaskRelay.js";
import { createFleetTaskService, type FleetTaskChanged } from "./fleetTaskService.js";
import { deliveriesResolvers } from "./resolvers.js";
import { startStopVisitWorker } from "./stopVisitWorker.js";

function provide({ db, bus }: ModuleHost) {
  // every instance's stop visit worker reloads, and the planners' sockets refetch, when a task changes
  const publish = (companyId: number, change: FleetTaskChange) =>
    bus.publish<FleetTaskChange>(topics.fleetTaskChanges(companyId), change);
  const taskChanged: FleetTaskChanged = (companyId, { fleetTaskId, isInstant }) =>
    publish(companyId, { fleetTaskId, isInstant, stopId: null });
  return {
    deliveries: {
      deliveryOrders: createDeliveryOrderService(db),
      fleetTasks: createFleetTaskService(db, taskChanged),
      driverTasks: createDriverTaskService(db, taskChanged),
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
  dependsOn: ["alerts", "auth", "company", "documents", "fleet", "geofences", "uploads"],
  provides: provide,
  resolvers: (own) => mergeResolvers(deliveriesResolvers(own), driverResolvers(own.deliveries.driverTasks)),
  routes: async (app, _own, { uploads }) => driverUploadRoutes(app, uploads),
  jobs(_services, { alerts, auth }, { db, bus, log }) {
    const stopVisitWorker = startStopVisitWorker(db, bus, alerts.externalAlerts, log);
    const stopRelay = startFleetTaskRelay(bus, auth.operatorSockets);
    return {
      stopVisitWorker,
      async stop() {
        stopRelay();
        await stopVisitWorker.stop();
      },
    };
  },
});
