import type { IngestProtocol } from "../positions/index.js";

/** Counters of one device gateway. All only grow except connectionsOpen. */
export interface GatewayMetrics {
  protocol: IngestProtocol;
  /** open TCP connections (GT06 devices, or HTTP sockets for OsmAnd) */
  connectionsOpen: number;
  connectionsTotal: number;
  /** GT06 packets with a good CRC, or OsmAnd requests */
  framesReceived: number;
  /** GT06 packets dropped for a wrong CRC */
  crcErrors: number;
  /** GT06 packets of lenient devices taken despite a wrong CRC or length */
  lenientFrames: number;
  /** bytes skipped while resynchronising on the GT06 start marker */
  discardedBytes: number;
  /** packets or requests that could not be read (GT06 malformed, OsmAnd 400) */
  malformed: number;
  /** GT06 protocol numbers the gateway does not read (acknowledged, ignored) */
  unknownProtocol: number;
  /** logins or requests from devices the sink does not know (refused) */
  unknownDevice: number;
  positionsSubmitted: number;
  /** positions and statuses the sink refused (duplicate, too old, ...) */
  positionsRejected: number;
  statusSubmitted: number;
  /** sink calls that threw */
  submitErrors: number;
  /** accepted packets left unacknowledged because the pipeline stopped before storing them */
  unacknowledged: number;
  /** connections refused at once: the device connection budget (total or per address) was spent */
  connectionsRefused: number;
  /** GT06 connections closed for not logging in, or sending no packet, in time */
  timedOut: number;
  /** OsmAnd requests over the rate limit */
  rateLimited: number;
  /** times a GT06 connection was paused because its submits lagged */
  backpressurePauses: number;
}

export const emptyGatewayMetrics = (protocol: GatewayMetrics["protocol"]): GatewayMetrics => ({
  protocol,
  connectionsOpen: 0,
  connectionsTotal: 0,
  framesReceived: 0,
  crcErrors: 0,
  lenientFrames: 0,
  discardedBytes: 0,
  malformed: 0,
  unknownProtocol: 0,
  unknownDevice: 0,
  positionsSubmitted: 0,
  positionsRejected: 0,
  statusSubmitted: 0,
  submitErrors: 0,
  unacknowledged: 0,
  connectionsRefused: 0,
  timedOut: 0,
  rateLimited: 0,
  backpressurePauses: 0,
});

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Flat counters for /api/metrics' `extra` source: `ingest_gt06_frames_received`, `ingest_osmand_rate_limited`, ...
 */
export function gatewayMetricsRecord(gateways: readonly GatewayMetrics[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (const metrics of gateways) {
    for (const [name, value] of Object.entries(metrics)) {
      if (typeof value === "number") record[`ingest_${metrics.protocol}_${snake(name)}`] = value;
    }
  }
  return record;
}
