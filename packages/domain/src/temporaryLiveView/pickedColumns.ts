/** Information a viewer of the link may see, besides the licence plate. */
export const PICKED_COLUMNS = ["driverName", "lastSeen", "speed", "temperature", "engineStatus"] as const;
export type PickedColumn = (typeof PICKED_COLUMNS)[number];
