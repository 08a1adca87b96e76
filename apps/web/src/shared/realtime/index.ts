/** One WebSocket per tab (/ws), batched vehicle updates and the live fleet list. */
export { reconnectDelay } from "./backoff";
export { useOnReconnect, useRealtimeStatus, useSocketMessage, useVehicleUpdates } from "./hooks";
export { formatLastSeen, useNow } from "./lastSeen";
export { applyVehicleUpdates, type FleetStatus, fleetStatus, type LiveVehicle } from "./liveVehicles";
export { realtimeSocket, type SocketStatus } from "./realtimeSocket";
export { createUpdateBuffer } from "./updateBuffer";
export { LIVE_FLEET_KEY, useLiveFleet } from "./useLiveFleet";
export type { VehicleUpdate } from "./vehicleUpdate";
