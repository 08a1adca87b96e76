import { TRACKER_PROTOCOLS, type TrackerVendorType } from "@armada/domain";
import type { Config } from "../../config.js";
import type { PositionSink } from "../positions/index.js";
import { createDeviceConnectionLimiter, type DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
import { type GatewayMetrics, gatewayMetricsRecord } from "./gatewayMetrics.js";
import { createGt06Gateway, type Gt06GatewayOptions } from "./gt06Gateway.js";
import type { IngestLogger } from "./ingestLogger.js";
import { createJt808Gateway, type Jt808GatewayOptions } from "./jt808Gateway.js";
import { notReadRecord } from "./notReadFrames.js";
import { createOsmAndGateway, type OsmAndGatewayOptions } from "./osmandGateway.js";
import { createTrackerGateway } from "./trackerGateway.js";

export interface Ingest {
  gt06Port: number;
  jt808Port: number;
  osmandPort: number;
  /** the registered tracker protocols' ports (TCP, and UDP where served), by vendor type */
  trackerPorts: Record<TrackerVendorType, number>;
  /** counters of every gateway */
  metrics(): GatewayMetrics[];
  /** the same counters flat, for /api/metrics' `extra` source */
  metricsRecord(): Record<string, number>;
  /** Stops the gateways: no new connections, in-flight submits finish. */
  stop(): Promise<void>;
}

/** What the GT06, JT/T 808 and codec protocols' gateways ask of the rest of the server. */
export type IngestPorts = Pick<Gt06GatewayOptions, "addressLookup" | "driverCards" | "commands"> & {
  jt808?: Jt808GatewayOptions["hooks"];
  jt808AuthCodes?: Jt808GatewayOptions["authCodes"];
  /** the devices' share of the server's connection budget (default: one of this ingest's own) */
  limiter?: DeviceConnectionLimiter;
};

export interface IngestTuning {
  gt06?: Partial<Omit<Gt06GatewayOptions, "sink" | "logger" | "host" | "port">>;
  jt808?: Partial<Omit<Jt808GatewayOptions, "sink" | "logger" | "host" | "port" | "hooks" | "authCodes">>;
  osmand?: Partial<Omit<OsmAndGatewayOptions, "sink" | "logger" | "host" | "port">>;
}

/**
 * Starts the device gateways (GT06 and JT/T 808 over TCP, OsmAnd over HTTP, each registered tracker protocol
 * over TCP and where it has it UDP) in front of the position pipeline.
 * Call it from main.ts once the HTTP app listens:
 *   const ingest = await startIngest(services.positionPipeline, config, app.log);
 * and `await ingest.stop()` before closing the app.
 */
export async function startIngest(
  sink: PositionSink,
  config: Pick<Config, "ingest" | "connectionLimits">,
  logger: IngestLogger,
  tuning: IngestTuning = {},
  ports: IngestPorts = {},
): Promise<Ingest> {
  const { host, gt06Port, jt808Port, osmandPort, trackerPorts } = config.ingest;
  const { jt808: jt808Hooks, jt808AuthCodes, limiter: budgetShare, ...gt06Ports } = ports;
  const limiter =
    budgetShare ??
    createDeviceConnectionLimiter(
      {
        total: config.connectionLimits.deviceConnections,
        perAddress: config.connectionLimits.deviceConnectionsPerAddress,
      },
      logger,
    );
  const gt06 = createGt06Gateway({
    ...tuning.gt06,
    ...gt06Ports,
    sink,
    logger,
    host,
    port: gt06Port,
    limiter,
  });
  const jt808 = createJt808Gateway({
    ...tuning.jt808,
    hooks: jt808Hooks,
    authCodes: jt808AuthCodes,
    sink,
    logger,
    host,
    port: jt808Port,
    limiter,
  });
  const osmand = createOsmAndGateway({ ...tuning.osmand, sink, logger, host, port: osmandPort, limiter });
  const trackers = TRACKER_PROTOCOLS.map(({ vendorType, codec, ...protocol }) => ({
    vendorType,
    gateway: createTrackerGateway(codec, {
      sink,
      logger,
      host,
      port: trackerPorts[vendorType],
      limiter,
      udp: "udp" in protocol && protocol.udp,
      commands: gt06Ports.commands,
      driverCards: gt06Ports.driverCards,
    }),
  }));
  const started: { stop(): Promise<void> }[] = [];
  const startOne = async (gateway: (typeof started)[number] & { start(): Promise<{ port: number }> }) => {
    const address = await gateway.start();
    started.push(gateway);
    return address;
  };
  let addresses: { port: number }[];
  const startedTrackers = {} as Record<TrackerVendorType, number>;
  try {
    addresses = [await startOne(gt06), await startOne(jt808), await startOne(osmand)];
    for (const { vendorType, gateway } of trackers)
      startedTrackers[vendorType] = (await startOne(gateway)).port;
  } catch (error) {
    await Promise.all(started.map((gateway) => gateway.stop()));
    throw error;
  }
  const [gt06Address, jt808Address, osmandAddress] = addresses as [
    { port: number },
    { port: number },
    { port: number },
  ];
  logger.info(
    {
      host,
      gt06Port: gt06Address.port,
      jt808Port: jt808Address.port,
      osmandPort: osmandAddress.port,
      trackerPorts: startedTrackers,
      deviceConnections: limiter.limits,
    },
    `device gateways listening: GT06 tcp/${gt06Address.port}, JT/T 808 tcp/${jt808Address.port}, OsmAnd http/${osmandAddress.port}, ${trackers.map(({ vendorType }) => `${vendorType} tcp/${startedTrackers[vendorType]}`).join(", ")}; at most ${limiter.limits.total} device connections, ${limiter.limits.perAddress} per address`,
  );
  const metrics = () => [
    gt06.metrics(),
    jt808.metrics(),
    osmand.metrics(),
    ...trackers.map(({ gateway }) => gateway.metrics()),
  ];
  return {
    gt06Port: gt06Address.port,
    jt808Port: jt808Address.port,
    osmandPort: osmandAddress.port,
    trackerPorts: startedTrackers,
    metrics,
    metricsRecord: () => ({
      ...gatewayMetricsRecord(metrics()),
      ...notReadRecord("gt06", gt06.notRead()),
      ...notReadRecord("jt808", jt808.notRead()),
      ...notReadRecord("osmand", osmand.notRead()),
      ...Object.assign(
        {},
        ...trackers.map(({ vendorType, gateway }) => notReadRecord(vendorType, gateway.notRead())),
      ),
      ...limiter.metrics(),
    }),
    async stop() {
      await Promise.all([
        gt06.stop(),
        jt808.stop(),
        osmand.stop(),
        ...trackers.map(({ gateway }) => gateway.stop()),
      ]);
    },
  };
}
