export { servicePlanItems, servicePlans } from "./maintenance.tables.js";
export { findServiceOrderHolds, type ServiceOrderHold } from "./serviceOrderHolds.js";
export { findVehicleMeters, type VehicleMeters } from "./vehicleMeters.js";
