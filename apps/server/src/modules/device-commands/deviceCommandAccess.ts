/** Access keys of commands to devices (catalogued in packages/domain accessKeys.ts). */
export const DEVICE_COMMAND_READ = "d5b-device-command:read";
export const DEVICE_COMMAND_CREATE = "d5b-device-command:create";
/** engine cut and restore: a key of its own, given on purpose */
export const ENGINE_CUT_CREATE = "d5c-device-engine-cut:create";
