export type { AlertPush, UserPush } from "./alertPushes.js";
export { enqueueAlertPushes, enqueueUserPushes } from "./alertPushes.js";
export { findSubscriptionsOfUsers } from "./pushRepository.js";
