import { INGEST_PROTOCOLS, type IngestProtocolType } from "@armada/domain";
import { type Config, loadConfig } from "../../../config.js";

/** Gateways on free local ports with the default connection limits, or the ones given. */
export function ingestTestConfig(
  limits: Partial<Config["connectionLimits"]> = {},
): Pick<Config, "ingest" | "connectionLimits"> {
  return {
    ingest: {
      host: "127.0.0.1",
      ports: Object.fromEntries(INGEST_PROTOCOLS.map(({ vendorType }) => [vendorType, 0])) as Record<
        IngestProtocolType,
        number
      >,
    },
    connectionLimits: { ...loadConfig({ NODE_ENV: "test" }).connectionLimits, ...limits },
  };
}
