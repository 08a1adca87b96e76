/** One WebSocket per tab (/ws), batched vehicle updates and the live fleet list. */
export { reconnectDelay } from "./backoff";
export { useOnReconnect, useRealtimeStatus, useSocketMessage, useVehicleUpdates } from "./hooks";
export { formatLastSeen, useMotionClock, useNow } from "./lastSeen";
export {
  applyVehicleUpdates,
  currentSpeed,
  type FleetStatus,
  fleetStatus,
  type LiveVehicle,
  type MotionClock,
  shownMotion,
  vehicleMotion,
} from "./liveVehicles";
export { realtimeSocket, type SocketStatus } from "./realtimeSocket";
export { createUpdateBuffer } from "./updateBuffer";
export { LARGE_FLEET, LIVE_FLEET_KEY, useLiveFleet } from "./useLiveFleet";
export type { VehicleUpdate } from "./vehicleUpdate";
