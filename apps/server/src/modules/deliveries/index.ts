export { deliveryOrders, fleetTasks } from "./deliveries.tables.js";
export { deliveryOrderCode, fleetTaskCode, isoTime } from "./deliveryCodes.js";
export type { FleetTaskService } from "./fleetTaskService.js";
