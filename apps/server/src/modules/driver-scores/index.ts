export { companyZones } from "./driverDayRepository.js";
export { findDriverPeriodTotals, findScoreSettings } from "./driverScoreRepository.js";
