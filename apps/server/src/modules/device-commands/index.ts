export type {
  DeviceCommandHooks,
  DeviceCommandReply,
  DevicePacketSender,
  Gt06CommandHooks,
} from "./deviceCommandLink.js";
