import { encodeGl200Position } from "../gl200/encode.js";
import { encodeGps103Login, encodeGps103Position } from "../gps103/encode.js";
import { encodeH02Position } from "../h02/encode.js";
import { encodeMeitrackPosition } from "../meitrack/encode.js";
import { encodeRuptelaPosition } from "../ruptela/encode.js";
import { encodeSuntechPosition } from "../suntech/encode.js";
import { teltonikaLogin } from "../teltonika/codec.js";
import { encodeTeltonikaCodec8 } from "../teltonika/encode.js";
import { TELTONIKA_IO } from "../teltonika/ioElements.js";
import type { TrackerVendorType } from "../trackerVendors.js";
import type { TrackerDeviceFix } from "./trackerDeviceFix.js";

/** What a device of a tracker protocol sends: the simulator's and the tests' side of the codec. */
export interface TrackerDeviceFrames {
  /** the first frame of a TCP connection, for protocols that log in before reporting */
  login?(imei: string): Uint8Array;
  position(imei: string, fix: TrackerDeviceFix): Uint8Array;
}

/** Each registered tracker protocol's device frames: a protocol without them is a compile error. */
export const TRACKER_DEVICE_FRAMES: Record<TrackerVendorType, TrackerDeviceFrames> = {
  teltonika: {
    login: teltonikaLogin,
    position: (_imei, fix) =>
      encodeTeltonikaCodec8([
        {
          ...fix,
          course: Math.round(fix.course) % 360,
          io: {
            [TELTONIKA_IO.ignition]: fix.ignition ? 1 : 0,
            [TELTONIKA_IO.movement]: fix.speedKmh > 0 ? 1 : 0,
          },
        },
      ]),
  },
  h02: { position: encodeH02Position },
  gps103: { login: encodeGps103Login, position: encodeGps103Position },
  meitrack: { position: (imei, fix) => encodeMeitrackPosition(imei, fix) },
  ruptela: { position: encodeRuptelaPosition },
  gl200: { position: encodeGl200Position },
  suntech: { position: encodeSuntechPosition },
};
