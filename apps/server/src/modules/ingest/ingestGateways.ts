import { type IngestProtocolType, TRACKER_PROTOCOLS, type TrackerVendorType } from "@armada/domain";
import type { PositionSink } from "../positions/index.js";
import type { DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
import type { GatewayMetrics } from "./gatewayMetrics.js";
import { createGt06Gateway, type Gt06GatewayOptions } from "./gt06Gateway.js";
import type { IngestLogger } from "./ingestLogger.js";
import { createJt808Gateway, type Jt808GatewayOptions } from "./jt808Gateway.js";
import type { NotReadFrames } from "./notReadFrames.js";
import { createOsmAndGateway, type OsmAndGatewayOptions } from "./osmandGateway.js";
import { createTrackerGateway } from "./trackerGateway.js";

/** What startIngest asks of every protocol's gateway. */
export interface IngestGateway {
  start(): Promise<{ port: number }>;
  /** Stops accepting, lets queued reports reach the sink, then closes every connection. */
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  /** frames it could not read, by kind and reason (/api/metrics `ingest_<protocol>_frames_not_read_<key>`) */
  notRead(): NotReadFrames;
}

/** What the gateways ask of the rest of the server (each takes the parts it uses). */
export type IngestPorts = Pick<Gt06GatewayOptions, "addressLookup" | "driverCards" | "commands"> & {
  jt808?: Jt808GatewayOptions["hooks"];
  jt808AuthCodes?: Jt808GatewayOptions["authCodes"];
  /** the devices' share of the server's connection budget (default: one of this ingest's own) */
  limiter?: DeviceConnectionLimiter;
};

/** Per-protocol settings tests and benchmarks change (timeouts, limits, acknowledgements). */
export interface IngestTuning {
  gt06?: Partial<Omit<Gt06GatewayOptions, "sink" | "logger" | "host" | "port">>;
  jt808?: Partial<Omit<Jt808GatewayOptions, "sink" | "logger" | "host" | "port" | "hooks" | "authCodes">>;
  osmand?: Partial<Omit<OsmAndGatewayOptions, "sink" | "logger" | "host" | "port">>;
}

/** What every gateway gets: where it listens, where reports go, the shared connection budget. */
export interface IngestGatewayContext {
  sink: PositionSink;
  logger: IngestLogger;
  host: string;
  port: number;
  limiter: DeviceConnectionLimiter;
  tuning: IngestTuning;
  /** what the server lends the gateways (IngestPorts without the budget, which is `limiter`) */
  hooks: Omit<IngestPorts, "limiter">;
}

type CreateGateway = (context: IngestGatewayContext) => IngestGateway;

const codecGateway =
  (protocol: (typeof TRACKER_PROTOCOLS)[number]): CreateGateway =>
  ({ tuning: _tuning, hooks: { commands, driverCards }, ...listen }) =>
    createTrackerGateway(protocol.codec, { ...listen, udp: protocol.udp, commands, driverCards });

/**
 * One registration line per protocol of INGEST_PROTOCOLS (the type makes a catalogued protocol without its gateway a
 * compile error): the gateway protocols with their own handling, then every codec protocol on the shared one.
 */
export const INGEST_GATEWAYS: Record<IngestProtocolType, CreateGateway> = {
  gt06: ({ tuning, hooks: { addressLookup, driverCards, commands }, ...listen }) =>
    createGt06Gateway({ ...tuning.gt06, addressLookup, driverCards, commands, ...listen }),
  jt808: ({ tuning, hooks, ...listen }) =>
    createJt808Gateway({ ...tuning.jt808, hooks: hooks.jt808, authCodes: hooks.jt808AuthCodes, ...listen }),
  osmand: ({ tuning, hooks: _hooks, ...listen }) => createOsmAndGateway({ ...tuning.osmand, ...listen }),
  ...(Object.fromEntries(
    TRACKER_PROTOCOLS.map((protocol) => [protocol.vendorType, codecGateway(protocol)]),
  ) as Record<TrackerVendorType, CreateGateway>),
};
