import { TRACKER_VENDOR_TYPES, type TrackerVendorType } from "@armada/domain";

/**
 * A device the simulator plays: a GT06 tracker (15-digit IMEI), an OsmAnd phone app (any id), a JT/T 808 dashcam
 * (its terminal id, digits) or a tracker of a registered codec protocol (Teltonika, H02, ...; its IMEI).
 */
export interface SimulatedDevice {
  protocol: "gt06" | "osmand" | "jt808" | TrackerVendorType;
  id: string;
  /** a JT/T 808 dashcam riding on the same vehicle (its terminal id): it reports the same route, its own GPS */
  dashcamId?: string | undefined;
}

/** The demo fleet's devices: vehicles 1-15 carry GT06 trackers, 16-24 run the OsmAnd app (Traccar Client). */
export function demoDevices(): SimulatedDevice[] {
  const devices: SimulatedDevice[] = [];
  for (let index = 1; index <= 15; index++) {
    devices.push({ protocol: "gt06", id: `8647170000000${String(index).padStart(2, "0")}` });
  }
  for (let index = 16; index <= 24; index++) devices.push({ protocol: "osmand", id: `armada-demo-${index}` });
  return devices;
}

/**
 * A 15-digit id is a GT06 IMEI, `jt808:<digits>` a dashcam's terminal id, `<protocol>:<digits>` a tracker of a
 * registered codec protocol (`teltonika:356307042441013`); anything else is an OsmAnd device id.
 */
export function deviceFromId(id: string): SimulatedDevice {
  const dashcam = /^jt808:(\d{1,20})$/.exec(id);
  if (dashcam?.[1]) return { protocol: "jt808", id: dashcam[1] };
  const [, prefix, imei] = /^([a-z0-9]+):(\d{6,17})$/.exec(id) ?? [];
  const tracker = TRACKER_VENDOR_TYPES.find((vendorType) => vendorType === prefix);
  if (tracker && imei) return { protocol: tracker, id: imei };
  return { protocol: /^\d{15}$/.test(id) ? "gt06" : "osmand", id };
}

/**
 * `count` devices: the first of `devices`, then extra GT06 IMEIs 864717000100001, ... (which the server must know,
 * or it refuses them).
 */
export function fleetOf(devices: readonly SimulatedDevice[], count = devices.length): SimulatedDevice[] {
  const fleet = devices.slice(0, Math.max(0, count));
  for (let index = fleet.length; index < count; index++) {
    fleet.push({ protocol: "gt06", id: `8647170001${String(index + 1).padStart(5, "0")}` });
  }
  return fleet;
}
