import { gl200Codec } from "./gl200/codec.js";
import { gps103Codec } from "./gps103/codec.js";
import { h02Codec } from "./h02/codec.js";
import { meitrackCodec } from "./meitrack/codec.js";
import { ruptelaCodec } from "./ruptela/codec.js";
import { suntechCodec } from "./suntech/codec.js";
import { teltonikaCodec } from "./teltonika/codec.js";
import type { TrackerCodec } from "./tracker/trackerCodec.js";
import { TRACKER_VENDORS, type TrackerVendor, type TrackerVendorType } from "./trackerVendors.js";

/** Each catalogued protocol's codec (trackerVendors.ts): the type makes a protocol without its codec a compile error. */
const TRACKER_CODECS: Record<TrackerVendorType, TrackerCodec> = {
  teltonika: teltonikaCodec,
  h02: h02Codec,
  gps103: gps103Codec,
  meitrack: meitrackCodec,
  ruptela: ruptelaCodec,
  gl200: gl200Codec,
  suntech: suntechCodec,
};

/** A tracker protocol served by the shared gateway: its catalogue line and its codec. */
export interface TrackerProtocol extends TrackerVendor {
  vendorType: TrackerVendorType;
  codec: TrackerCodec;
}

/**
 * The codec protocols the server's shared gateway serves. GT06, JT/T 808 and OsmAnd have gateways of their own
 * (ingestProtocols.ts: INGEST_PROTOCOLS lists them all).
 */
export const TRACKER_PROTOCOLS: readonly TrackerProtocol[] = TRACKER_VENDORS.map((vendor) => ({
  ...vendor,
  codec: TRACKER_CODECS[vendor.vendorType],
}));

/** The codec of a vendor type; undefined for the protocols with their own gateway (or none). */
export const trackerCodecOf = (vendorType: string | null | undefined): TrackerCodec | undefined =>
  TRACKER_PROTOCOLS.find((protocol) => protocol.vendorType === vendorType)?.codec;
