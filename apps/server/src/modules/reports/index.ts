export { activityRollupPart } from "./activityRollup.js";
