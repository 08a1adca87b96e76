export { activityRollupPart } from "./activityRollup.js";
export { drivenKmByVehicle, drivingRunsBetween } from "./drivenDistance.js";
