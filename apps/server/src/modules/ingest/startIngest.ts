import { INGEST_PROTOCOLS, type IngestProtocolType } from "@armada/domain";
import type { Config } from "../../config.js";
import type { PositionSink } from "../positions/index.js";
import { createDeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
import { type GatewayMetrics, gatewayMetricsRecord } from "./gatewayMetrics.js";
import {
  INGEST_GATEWAYS,
  type IngestGateway,
  type IngestPorts,
  type IngestTuning,
} from "./ingestGateways.js";
import type { IngestLogger } from "./ingestLogger.js";
import { notReadRecord } from "./notReadFrames.js";

export interface Ingest {
  /** the port each protocol listens on (TCP, and UDP or HTTP where served), by vendor type */
  ports: Record<IngestProtocolType, number>;
  /** counters of every gateway */
  metrics(): GatewayMetrics[];
  /** the same counters flat, for /api/metrics' `extra` source */
  metricsRecord(): Record<string, number>;
  /** Stops the gateways: no new connections, in-flight submits finish. */
  stop(): Promise<void>;
}

/**
 * Starts one gateway per listening protocol (INGEST_PROTOCOLS, registered in INGEST_GATEWAYS) in front of the
 * position pipeline, all sharing the devices' connection budget. A port that cannot be taken stops the start
 * with nothing left listening.
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
  const { host } = config.ingest;
  const { limiter: budgetShare, ...hooks } = ports;
  const limiter =
    budgetShare ??
    createDeviceConnectionLimiter(
      {
        total: config.connectionLimits.deviceConnections,
        perAddress: config.connectionLimits.deviceConnectionsPerAddress,
      },
      logger,
    );
  const gateways = INGEST_PROTOCOLS.map((line) => ({
    line,
    gateway: INGEST_GATEWAYS[line.vendorType]({
      sink,
      logger,
      host,
      port: config.ingest.ports[line.vendorType],
      limiter,
      tuning,
      hooks,
    }),
  }));
  const started: IngestGateway[] = [];
  const listening = {} as Record<IngestProtocolType, number>;
  try {
    for (const { line, gateway } of gateways) {
      const { port } = await gateway.start();
      started.push(gateway);
      listening[line.vendorType] = port;
    }
  } catch (error) {
    await Promise.all(started.map((gateway) => gateway.stop()));
    throw error;
  }
  logger.info(
    { host, ports: listening, deviceConnections: limiter.limits },
    `device gateways listening: ${gateways.map(({ line }) => `${line.label} ${line.transport}/${listening[line.vendorType]}`).join(", ")}; at most ${limiter.limits.total} device connections, ${limiter.limits.perAddress} per address`,
  );
  const metrics = () => gateways.map(({ gateway }) => gateway.metrics());
  return {
    ports: listening,
    metrics,
    metricsRecord: () => ({
      ...gatewayMetricsRecord(metrics()),
      ...Object.assign(
        {},
        ...gateways.map(({ line, gateway }) => notReadRecord(line.vendorType, gateway.notRead())),
      ),
      ...limiter.metrics(),
    }),
    async stop() {
      await Promise.all(gateways.map(({ gateway }) => gateway.stop()));
    },
  };
}
