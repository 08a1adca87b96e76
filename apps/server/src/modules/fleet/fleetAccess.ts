/** Access keys of the fleet calls (catalogued in packages/domain accessKeys.ts). */
export const VEHICLE_READ = "d1a-master-vehicle:read";
export const VEHICLE_CREATE = "d1a-master-vehicle:create";
export const VEHICLE_UPDATE = "d1a-master-vehicle:update";
export const VEHICLE_DELETE = "d1a-master-vehicle:delete";

/** The live view and temporary tracking pick vehicles (and show their types) without the master-data key. */
export const VEHICLE_READ_KEYS = [
  VEHICLE_READ,
  "b1f-liveview-v2:read",
  "b2a-temporary-liveview:read",
] as const;

export const DEVICE_READ = "d5a-master-device:read";
export const DEVICE_CREATE = "d5a-master-device:create";
export const DEVICE_UPDATE = "d5a-master-device:update";
export const DEVICE_DELETE = "d5a-master-device:delete";

export const VGROUP_READ = "d4a-master-vehicle-group:read";
export const VGROUP_CREATE = "d4a-master-vehicle-group:create";
export const VGROUP_UPDATE = "d4a-master-vehicle-group:update";
export const VGROUP_DELETE = "d4a-master-vehicle-group:delete";
/** Groups also filter the live view; `vgroups:read` is the operator's group key of the shell. */
export const VGROUP_READ_KEYS = [VGROUP_READ, "vgroups:read", "b1f-liveview-v2:read"] as const;

export const DRIVER_READ = "d2a-master-driver:read";
/** A driver's card number and the times of their assignment periods. */
export const DRIVER_UPDATE = "d2a-master-driver:update";
/** The vehicle form picks drivers: whoever may create or edit vehicles may list drivers too. */
export const DRIVER_READ_KEYS = [DRIVER_READ, VEHICLE_CREATE, VEHICLE_UPDATE] as const;

/** Fuel types are a shared reference list, read by the vehicle type form and the fuel settings. */
export const FUEL_TYPE_READ_KEYS = [VEHICLE_READ, "c6a-setting-fuel:read"] as const;

/** Assignment history shows on the vehicle and the driver pages; either page's keys open it. */
export const DRIVER_ASSIGNMENT_READ_KEYS = [VEHICLE_READ, DRIVER_READ] as const;
export const DRIVER_ASSIGNMENT_WRITE_KEYS = [VEHICLE_UPDATE, DRIVER_UPDATE] as const;
