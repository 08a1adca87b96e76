export { companyZones } from "./driverDayRepository.js";
export { findDriverPeriodTotals, findScoreSettings } from "./driverScoreRepository.js";
export type { PositionRollupPart, VehicleRollupBatch } from "./positionRollupPart.js";
