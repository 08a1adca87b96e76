export { activityRollupPart } from "./activityRollup.js";
export { drivenKmByVehicle } from "./drivenDistance.js";
