export { findServiceOrderHolds, type ServiceOrderHold } from "./serviceOrderHolds.js";
export { servicePlanItems, servicePlans } from "./maintenance.tables.js";
export { findVehicleMeters, type VehicleMeters } from "./vehicleMeters.js";
