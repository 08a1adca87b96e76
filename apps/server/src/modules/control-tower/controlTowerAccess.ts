/** Either control tower menu's key opens the tower and lets the operator take and handle its exceptions. */
export const CONTROL_TOWER_KEYS = ["h1b-control-tower-v2:read", "control_tower:read"] as const;
/** Who may change the company's settings may change what counts as an exception. */
export const CONTROL_TOWER_SETTINGS_KEY = "c1a-setting-company:update";
