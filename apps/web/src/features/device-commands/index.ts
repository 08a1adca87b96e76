export { DeviceCommandPanel } from "./DeviceCommandPanel";
