export { roles, users } from "./auth.tables.js";
export { SESSION_COOKIE } from "./authPlugin.js";
export { authUserColumns } from "./authUserColumns.js";
export type { LoginThrottleOptions } from "./loginThrottle.js";
export { LoginThrottle } from "./loginThrottle.js";
export { requirePlatformAdmin } from "./requirePlatformAdmin.js";
export { updateOwnUserFields } from "./userRepository.js";
