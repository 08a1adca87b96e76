export { deliveryOrders, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";
export { deliveryOrderCode } from "./deliveryCodes.js";
export { fleetTaskStopOutcomes } from "./driverTasks.tables.js";
export { stopKey } from "./fleetTaskStops.js";
