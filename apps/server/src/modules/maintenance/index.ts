export { servicePlanItems, servicePlans } from "./maintenance.tables.js";
export { findVehicleMeters, type VehicleMeters } from "./vehicleMeters.js";
