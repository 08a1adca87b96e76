import { gps103Codec } from "./gps103/codec.js";
import { h02Codec } from "./h02/codec.js";
import { teltonikaCodec } from "./teltonika/codec.js";
import type { TrackerCodec } from "./tracker/trackerCodec.js";

/** A tracker protocol served by the shared gateway: its codec, default port and the variable that moves it. */
export interface TrackerProtocol {
  vendorType: string;
  codec: TrackerCodec;
  /** the port the leading open-source server uses, so a fleet repoints its devices by changing only the host */
  defaultPort: number;
  /** environment variable overriding the port */
  portEnv: string;
  /** also served over UDP on the same port */
  udp?: boolean;
}

/**
 * The codec protocols, one registration line each (docs/protocols.md). GT06, JT/T 808 and OsmAnd have gateways of
 * their own (INGEST_PROTOCOLS lists them all).
 */
export const TRACKER_PROTOCOLS = [
  { vendorType: "teltonika", codec: teltonikaCodec, defaultPort: 5027, portEnv: "TELTONIKA_PORT", udp: true },
  { vendorType: "h02", codec: h02Codec, defaultPort: 5013, portEnv: "H02_PORT" },
  { vendorType: "gps103", codec: gps103Codec, defaultPort: 5001, portEnv: "GPS103_PORT" },
] as const satisfies readonly TrackerProtocol[];

export type TrackerVendorType = (typeof TRACKER_PROTOCOLS)[number]["vendorType"];

export const TRACKER_VENDOR_TYPES: readonly TrackerVendorType[] = TRACKER_PROTOCOLS.map(
  (protocol) => protocol.vendorType,
);

/** The codec of a vendor type; undefined for the protocols with their own gateway (or none). */
export const trackerCodecOf = (vendorType: string | null | undefined): TrackerCodec | undefined =>
  TRACKER_PROTOCOLS.find((protocol) => protocol.vendorType === vendorType)?.codec;

/** The device takes operator commands (locate, engine cut and restore, custom text): GT06 and codecs with commands. */
export const takesDeviceCommands = (vendorType: string | null | undefined): boolean =>
  vendorType === "gt06" || trackerCodecOf(vendorType)?.commandText !== undefined;

/**
 * Every registered tracker protocol's port variable set to 0 (any free port): for servers started by tests and
 * benchmarks, which must not take the protocols' fixed default ports (parallel runs would collide).
 */
export const ANY_FREE_TRACKER_PORTS: Readonly<Record<string, string>> = Object.fromEntries(
  TRACKER_PROTOCOLS.map(({ portEnv }) => [portEnv, "0"]),
);
