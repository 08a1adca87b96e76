import { TRACKER_VENDORS, type TrackerVendorType } from "./trackerVendors.js";

/**
 * The protocols with a gateway of their own in the server (GT06 login and acknowledgements, JT/T 808
 * registration codes and attachments, OsmAnd over HTTP), as the configuration knows them.
 */
export const GATEWAY_PROTOCOLS = [
  { vendorType: "gt06", label: "GT06", defaultPort: 5023, portEnv: "GT06_PORT", transport: "tcp" },
  { vendorType: "jt808", label: "JT/T 808", defaultPort: 5015, portEnv: "JT808_PORT", transport: "tcp" },
  { vendorType: "osmand", label: "OsmAnd", defaultPort: 5055, portEnv: "OSMAND_PORT", transport: "http" },
] as const satisfies readonly IngestProtocolLine[];

export type GatewayProtocolType = (typeof GATEWAY_PROTOCOLS)[number]["vendorType"];
/** Every protocol the server listens for. */
export type IngestProtocolType = GatewayProtocolType | TrackerVendorType;

/** One listening protocol: its port variable, its usual port and how devices reach it. */
export interface IngestProtocolLine {
  vendorType: string;
  label: string;
  defaultPort: number;
  portEnv: string;
  transport: "tcp" | "tcp+udp" | "http";
}

/**
 * Every protocol the server listens for, in start order: the gateway protocols, then the codec protocols
 * (TRACKER_VENDORS). The server's ingest starts one gateway per line (docs/protocols.md, "Adding a protocol").
 */
export const INGEST_PROTOCOLS: readonly (IngestProtocolLine & { vendorType: IngestProtocolType })[] = [
  ...GATEWAY_PROTOCOLS,
  ...TRACKER_VENDORS.map(({ vendorType, label, defaultPort, portEnv, udp }) => ({
    vendorType,
    label,
    defaultPort,
    portEnv,
    transport: udp ? ("tcp+udp" as const) : ("tcp" as const),
  })),
];

/** The vendor types of INGEST_PROTOCOLS, in the same order. */
export const INGEST_PROTOCOL_TYPES: readonly IngestProtocolType[] = INGEST_PROTOCOLS.map(
  ({ vendorType }) => vendorType,
);
