export type { DevicePacketSender, Gt06CommandHooks } from "./deviceCommandLink.js";
