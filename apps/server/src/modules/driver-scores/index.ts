export type { CountedAlert } from "./countDriverAlerts.js";
export { countDriverAlerts } from "./countDriverAlerts.js";
export { companyZones } from "./driverDayRepository.js";
export { findDriverPeriodTotals, findScoreSettings } from "./driverScoreRepository.js";
