import { TRACKER_VENDOR_TYPES, type TrackerVendorType } from "@armada/domain";
import { type Config, loadConfig } from "../../../config.js";

/** Gateways on free local ports with the default connection limits, or the ones given. */
export function ingestTestConfig(
  limits: Partial<Config["connectionLimits"]> = {},
): Pick<Config, "ingest" | "connectionLimits"> {
  return {
    ingest: {
      host: "127.0.0.1",
      gt06Port: 0,
      jt808Port: 0,
      osmandPort: 0,
      trackerPorts: Object.fromEntries(TRACKER_VENDOR_TYPES.map((vendorType) => [vendorType, 0])) as Record<
        TrackerVendorType,
        number
      >,
    },
    connectionLimits: { ...loadConfig({ NODE_ENV: "test" }).connectionLimits, ...limits },
  };
}
