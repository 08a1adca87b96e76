import { MEDIA_TIMING } from "../media/mediaRules.js";

/** online: sent something within the reachability limit; offline: silent since; never: has sent nothing yet. */
export type DeviceConnection = "online" | "offline" | "never";

/** The same limit the media requests use to call a device unreachable (alert-center-and-shell.md §9: device last receive limit, 10 minutes). */
export function deviceConnection(lastPacket: Date | string | null | undefined, now: Date): DeviceConnection {
  if (lastPacket === null || lastPacket === undefined) return "never";
  const silentMs = now.getTime() - new Date(lastPacket).getTime();
  return silentMs <= MEDIA_TIMING.deviceLastReceiveLimitMs ? "online" : "offline";
}
