import type { FleetTaskChange } from "@armada/domain";
import { topics } from "../../bus/eventBus.js";
import { mergeResolvers } from "../../graphql/graphqlPlugin.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createTransactionTaps } from "../../platform/transactionTaps.js";
import { createConsigneeLinks } from "./consigneeLinks.js";
import { findDeliveryOrderStatusChanges } from "./deliveryOrderRepository.js";
import { createDeliveryOrderService } from "./deliveryOrderService.js";
import { deliveryReportRoutes } from "./deliveryReport.routes.js";
import { createDeliveryReportService } from "./deliveryReportService.js";
import { createDeliveryRequestService } from "./deliveryRequestService.js";
import { driverResolvers } from "./driver/driverResolvers.js";
import { createDriverTaskService } from "./driver/driverTaskService.js";
import { driverUploadRoutes } from "./driver/driverUpload.routes.js";
import { createPhonePositionReports } from "./driver/phonePositionReports.js";
import { createFleetAvailabilityService } from "./fleetAvailabilityService.js";
import type { FleetTaskStatusMove } from "./fleetTaskMoves.js";
import { startFleetTaskRelay } from "./fleetTaskRelay.js";
import { createFleetTaskService, type FleetTaskChanged } from "./fleetTaskService.js";
import { deliveriesResolvers } from "./resolvers.js";
import { createSalesOrderService } from "./salesOrderService.js";
import { startStopVisitWorker } from "./stopVisitWorker.js";

function provide(
  { db, bus }: ModuleHost,
  deps: Pick<ModuleServices, "positions" | "temporary-live-view" | "uploads">,
) {
  const consignees = createConsigneeLinks(deps["temporary-live-view"]);
  consignees.register(db, deps.uploads.uploads.fileOf);
  // every instance's stop visit worker reloads, and the planners' sockets refetch, when a task changes
  const publish = (companyId: number, change: FleetTaskChange) =>
    bus.publish<FleetTaskChange>(topics.fleetTaskChanges(companyId), change);
  const taskChanged: FleetTaskChanged = (companyId, { fleetTaskId, isInstant }) =>
    publish(companyId, { fleetTaskId, isInstant, stopId: null });
  const fleetTaskStatusTaps = createTransactionTaps<[move: FleetTaskStatusMove]>();
  const deliveryOrders = createDeliveryOrderService(db);
  return {
    deliveries: {
      deliveryOrders,
      salesOrders: createSalesOrderService(db, deliveryOrders),
      deliveryRequests: createDeliveryRequestService(db, deliveryOrders),
      fleetTasks: createFleetTaskService(db, consignees, taskChanged, fleetTaskStatusTaps.tell),
      driverTasks: createDriverTaskService(
        db,
        consignees,
        deps.uploads.uploads,
        taskChanged,
        fleetTaskStatusTaps.tell,
      ),
      phonePositions: createPhonePositionReports(db, deps.positions.positionPipeline),
      /** modules above register what they keep of task status moves (webhooks: `fleet_task.status_changed`) */
      fleetTaskStatusTaps,
      consignees,
      fleetAvailability: createFleetAvailabilityService(db),
      deliveryReport: createDeliveryReportService(db),
      /** The consignee links of the company's order, as operators see them on the DO */
      consigneeLinksOf: (companyId: number, deliveryOrderId: number) =>
        consignees.linksOfOrder(db, companyId, deliveryOrderId, new Date()),
      /** The company's order's status history, as its detail page shows it */
      statusHistoryOf: async (companyId: number, deliveryOrderId: number) =>
        (await findDeliveryOrderStatusChanges(db, companyId, deliveryOrderId)).map((change) => ({
          ...change,
          changedOn: change.changedOn.toISOString(),
        })),
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    deliveries: ReturnType<typeof provide>;
  }
}

/**
 * Delivery orders and fleet tasks (issue 33): the /delivery/ and /fleet-task/ screens, the driver's app, and the
 * orders that make DOs: sales orders (/sales-order/) and delivery requests (/delivery-request/).
 */
export const deliveriesModule = defineModule({
  name: "deliveries",
  dependsOn: [
    "alerts",
    "audit",
    "auth",
    "company",
    "documents",
    "fleet",
    "geofences",
    "maintenance",
    "messaging",
    "positions",
    "temporary-live-view",
    "uploads",
  ],
  provides: provide,
  resolvers: (own) =>
    mergeResolvers(
      deliveriesResolvers(own),
      driverResolvers(own.deliveries.driverTasks, own.deliveries.phonePositions),
    ),
  routes: async (app, own, { uploads, audit }) => {
    await driverUploadRoutes(app, uploads);
    await deliveryReportRoutes(app, { reports: own.deliveries.deliveryReport, audit: audit.audit });
  },
  jobs({ deliveries }, { alerts, auth }, { db, bus, log }) {
    const { consignees } = deliveries;
    const stopVisitWorker = startStopVisitWorker(db, bus, alerts.externalAlerts, consignees, log);
    const stopRelay = startFleetTaskRelay(bus, auth.operatorSockets);
    // a task's change (started, a stop visited or done) shows on its consignees' open pages
    const stopAnnouncing = bus.subscribe<FleetTaskChange>(topics.allFleetTaskChanges, (change, topic) => {
      if (change.isInstant) return;
      const companyId = Number(topic.slice(topic.lastIndexOf(".") + 1));
      consignees
        .announce(db, companyId, change.fleetTaskId)
        .catch((error: unknown) => log.error({ err: error }, "consignee links announce failed"));
    });
    return {
      stopVisitWorker,
      async stop() {
        stopAnnouncing();
        stopRelay();
        await stopVisitWorker.stop();
      },
    };
  },
});
