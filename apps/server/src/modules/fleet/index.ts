export { findAssignmentPeriods } from "./driverAssignmentRepository.js";
export { driverAtTime } from "./driverAtTime.js";
export { findCardReads } from "./driverIdentifications.js";
export {
  devices,
  driverIdentifications,
  vehicleAuditLogs,
  vehicleLatestStatus,
  vehicles,
  vehicleTypes,
  vehicleVgroups,
  vgroups,
} from "./fleet.tables.js";
export { type FleetReferences, fleetReferenceIssues, referenceIssue } from "./fleetReferences.js";
export { findGaragesInUse } from "./garagesInUse.js";
export type { VehicleAuditEntry } from "./vehicleAudit.js";
export { type AuditRecord, insertVehicleAuditLogs } from "./vehicleAuditRepository.js";
export { carriesDevice, dashcamDeviceId } from "./vehicleDeviceSlots.js";
