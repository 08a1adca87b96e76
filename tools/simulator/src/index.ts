export { DASHCAM_AV_ATTRIBUTES } from "./devices/dashcamCall.js";
export { type DemoVideo, loadDemoVideo } from "./devices/demoVideo.js";
export {
  DASHCAM_ALARMS,
  type DashcamCallBehaviour,
  Jt808Dashcam,
  type Jt808DashcamStats,
} from "./devices/jt808Dashcam.js";
export { TrackerDevice, type TrackerDeviceStats } from "./devices/trackerDevice.js";
export { demoDevices, deviceFromId, fleetOf, type SimulatedDevice } from "./devices.js";
export { consoleSimulatorLogger, type SimulatorLogger, silentSimulatorLogger } from "./logger.js";
export {
  type ReplayDevice,
  type ReplayOptions,
  type ReplayProtocolReport,
  type ReplayReport,
  startReplay,
} from "./replay/replayTraffic.js";
export { ROUTES, type RouteDefinition, SIMULATOR_PLACES } from "./routes.js";
export { type Behaviour, planFleet, type VehiclePlan } from "./scenario.js";
export {
  type Simulator,
  type SimulatorOptions,
  type SimulatorStats,
  startSimulator,
  type VehicleSnapshot,
} from "./simulator.js";
