import type { Config } from "../../config.js";
import type { PositionSink } from "../positions/pipeline/deviceReport.js";
import { createDeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
import { type GatewayMetrics, gatewayMetricsRecord } from "./gatewayMetrics.js";
import { createGt06Gateway, type Gt06GatewayOptions } from "./gt06Gateway.js";
import type { IngestLogger } from "./ingestLogger.js";
import { notReadRecord } from "./notReadFrames.js";
import { createOsmAndGateway, type OsmAndGatewayOptions } from "./osmandGateway.js";

export interface Ingest {
  gt06Port: number;
  osmandPort: number;
  /** counters of both gateways */
  metrics(): GatewayMetrics[];
  /** the same counters flat, for /api/metrics' `extra` source */
  metricsRecord(): Record<string, number>;
  /** Stops both gateways: no new connections, in-flight submits finish. */
  stop(): Promise<void>;
}

/** What the GT06 gateway asks of the rest of the server. */
export type IngestPorts = Pick<Gt06GatewayOptions, "addressLookup" | "driverCards" | "commands">;

export interface IngestTuning {
  gt06?: Partial<Omit<Gt06GatewayOptions, "sink" | "logger" | "host" | "port">>;
  osmand?: Partial<Omit<OsmAndGatewayOptions, "sink" | "logger" | "host" | "port">>;
}

/**
 * Starts the device gateways (GT06 over TCP, OsmAnd over HTTP) in front of the position pipeline.
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
  const { host, gt06Port, osmandPort } = config.ingest;
  const limiter = createDeviceConnectionLimiter(
    {
      total: config.connectionLimits.deviceConnections,
      perAddress: config.connectionLimits.deviceConnectionsPerAddress,
    },
    logger,
  );
  const gt06 = createGt06Gateway({ ...tuning.gt06, ...ports, sink, logger, host, port: gt06Port, limiter });
  const osmand = createOsmAndGateway({ ...tuning.osmand, sink, logger, host, port: osmandPort, limiter });
  const gt06Address = await gt06.start();
  let osmandAddress: { port: number };
  try {
    osmandAddress = await osmand.start();
  } catch (error) {
    await gt06.stop();
    throw error;
  }
  logger.info(
    { host, gt06Port: gt06Address.port, osmandPort: osmandAddress.port, deviceConnections: limiter.limits },
    `device gateways listening: GT06 tcp/${gt06Address.port}, OsmAnd http/${osmandAddress.port}; at most ${limiter.limits.total} device connections, ${limiter.limits.perAddress} per address`,
  );
  const metrics = () => [gt06.metrics(), osmand.metrics()];
  return {
    gt06Port: gt06Address.port,
    osmandPort: osmandAddress.port,
    metrics,
    metricsRecord: () => ({
      ...gatewayMetricsRecord(metrics()),
      ...notReadRecord("gt06", gt06.notRead()),
      ...limiter.metrics(),
    }),
    async stop() {
      await Promise.all([gt06.stop(), osmand.stop()]);
    },
  };
}
