export { consigneeLinks } from "./consigneeLinks.tables.js";
export {
  deliveryOrderStatusChanges,
  deliveryOrders,
  fleetTaskStops,
  fleetTasks,
} from "./deliveries.tables.js";
export { mayCreateFleetTasks, requireTms } from "./deliveriesAccess.js";
export { deliveryOrderCode, fleetTaskCode, isoTime } from "./deliveryCodes.js";
export type { DeliveryOrderService } from "./deliveryOrderService.js";
export { checkDeliveryReferences } from "./deliveryReferences.js";
export { demoPlaces } from "./demoDeliveries.js";
export { fleetTaskStopOutcomes } from "./driverTasks.tables.js";
export type { FleetTaskStatusMove, FleetTaskStatusTap } from "./fleetTaskMoves.js";
export { findFleetTasks } from "./fleetTaskRepository.js";
export type { FleetTaskService } from "./fleetTaskService.js";
export { stopKey } from "./fleetTaskStops.js";
