export { activityRollupPart } from "./activityRollup.js";
export { drivenKmByVehicle, drivingRunsBetween, type RecentDrive, recentDrives } from "./drivenDistance.js";
