export { rollUpVehicleActivity } from "./activityRollup.js";
