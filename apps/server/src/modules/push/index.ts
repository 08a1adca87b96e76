export type { AlertPush } from "./alertPushes.js";
export { enqueueAlertPushes } from "./alertPushes.js";
