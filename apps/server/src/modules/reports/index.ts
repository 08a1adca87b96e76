export { type ActivityCompany, loadActivityCompanies, rollUpVehicleActivity } from "./activityRollup.js";
