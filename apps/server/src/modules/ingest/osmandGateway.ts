import type { AddressInfo, Socket } from "node:net";
import { type OsmAndPosition, type OsmAndStatus, parseOsmAndRequest } from "@armada/domain";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from "fastify";
import type { DeviceReport, DeviceStatusReport, PositionSink, SubmitResult } from "../positions/index.js";
import { type DeviceConnectionLimiter, unlimitedDeviceConnections } from "./deviceConnectionLimiter.js";
import { emptyGatewayMetrics, type GatewayMetrics } from "./gatewayMetrics.js";
import type { IngestLogger } from "./ingestLogger.js";
import type { NotReadFrames } from "./notReadFrames.js";

export interface OsmAndGatewayOptions {
  sink: PositionSink;
  logger: IngestLogger;
  /** default 0.0.0.0 */
  host?: string;
  /** 0 picks a free port */
  port: number;
  /** largest request body (default 16 KiB) */
  bodyLimit?: number;
  /** requests per device id (or client address without one) per window; false turns the limit off */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Fastify trustProxy when the gateway runs behind a proxy (client address for the rate limit) */
  trustProxy?: boolean | string;
  /** the device connection budget, shared with the GT06 gateway; keep-alive connections count (default: no cap) */
  limiter?: DeviceConnectionLimiter;
  now?: () => Date;
}

export interface OsmAndGateway {
  start(): Promise<{ port: number }>;
  /** Stops accepting and waits for the requests in flight. */
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  /** requests answered 400, by the parser's reason: `request_missing_latitude` */
  notRead(): NotReadFrames;
}

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type("text/plain; charset=utf-8").send(`${text}\n`);

/**
 * OsmAnd HTTP gateway (Traccar Client and compatible apps): GET or POST on `/` with query parameters, a form
 * body or a JSON body. 200 accepted and stored, 400 malformed with the reason as text, 404 unknown device,
 * 503 when the report could not be stored (the phone retries).
 */
export function createOsmAndGateway(options: OsmAndGatewayOptions): OsmAndGateway {
  const { sink, logger } = options;
  const now = options.now ?? (() => new Date());
  const metrics = emptyGatewayMetrics("osmand");
  const notRead: NotReadFrames = new Map();
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit ?? 16 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Phones keep connections alive between reports; idle ones are closed at stop.
    forceCloseConnections: "idle",
    keepAliveTimeout: 65_000,
  });

  // Bodies stay text: the parser decides between JSON and form, and reports its own reason.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      logger.error({ err: error, url: request.url }, "OsmAnd request failed");
      return plain(reply, status, "server error");
    }
    return plain(reply, status, error.message);
  });
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, "not found"));

  const limiter = options.limiter ?? unlimitedDeviceConnections(logger);
  app.server.on("connection", (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (!limiter.admit(remote, "osmand")) {
      metrics.connectionsRefused += 1;
      socket.destroy();
      return;
    }
    metrics.connectionsOpen += 1;
    metrics.connectionsTotal += 1;
    socket.on("close", () => {
      metrics.connectionsOpen -= 1;
      limiter.release(remote);
    });
  });

  const limit = options.rateLimit === undefined ? { max: 120, timeWindowMs: 60_000 } : options.rateLimit;
  const ready = (async () => {
    if (limit) {
      await app.register(rateLimit, {
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request) => deviceKey(request) ?? request.ip,
        onExceeded: () => {
          metrics.rateLimited += 1;
        },
        errorResponseBuilder: (_request, context) =>
          Object.assign(new Error(`too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`), {
            statusCode: context.statusCode,
          }),
      });
    }
    app.route({ method: ["GET", "POST"], url: "/", handler: handleReport });
  })();

  async function handleReport(request: FastifyRequest, reply: FastifyReply) {
    metrics.framesReceived += 1;
    const parsed = parseOsmAndRequest(
      {
        query: request.query as Record<string, string | string[]>,
        contentType: request.headers["content-type"],
        body: request.body,
      },
      now(),
    );
    if (!parsed.ok) {
      metrics.malformed += 1;
      const key = `request_${parsed.error.code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
      notRead.set(key, (notRead.get(key) ?? 0) + 1);
      return plain(reply, 400, parsed.error.reason);
    }
    const report = parsed.report;
    let result: SubmitResult;
    try {
      const device = await sink.findDevice(report.deviceId);
      if (!device) {
        metrics.unknownDevice += 1;
        return plain(reply, 404, "unknown device");
      }
      result =
        report.kind === "position"
          ? await sink.submitPosition(positionReport(device.imei, report))
          : await sink.submitStatus(statusReport(device.imei, report));
      // 200 promises the phone its report is kept: answer only once it is durable.
      if (result.accepted && !(await result.stored)) {
        metrics.unacknowledged += 1;
        return plain(reply, 503, "temporarily unavailable");
      }
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, deviceId: report.deviceId }, "OsmAnd submit failed");
      return plain(reply, 503, "temporarily unavailable");
    }
    if (!result.accepted) {
      // 200 all the same: a phone app would otherwise resend a duplicate or an old position forever.
      metrics.positionsRejected += 1;
      return plain(reply, 200, `rejected: ${result.reason}`);
    }
    if (report.kind === "position") metrics.positionsSubmitted += 1;
    else metrics.statusSubmitted += 1;
    return plain(reply, 200, "OK");
  }

  return {
    async start() {
      await ready;
      await app.listen({ host: options.host ?? "0.0.0.0", port: options.port });
      return { port: (app.server.address() as AddressInfo).port };
    },
    async stop() {
      await ready;
      await app.close();
    },
    metrics: () => ({ ...metrics }),
    notRead: () => new Map(notRead),
  };
}

function deviceKey(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const id = query?.id ?? query?.deviceid;
  return typeof id === "string" && id !== "" ? `device:${id}` : undefined;
}

/** The phone's charging state is also an attribute: the vehicle card reads it there (deviceHealthOf). */
const healthAttributes = ({ attributes, charging }: OsmAndPosition | OsmAndStatus) =>
  charging === undefined ? { ...attributes } : { ...attributes, charging };

function positionReport(imei: string, report: OsmAndPosition): DeviceReport {
  const { kind: _kind, deviceId: _deviceId, attributes: _attributes, ...fields } = report;
  return { ...fields, imei, protocol: "osmand", attributes: healthAttributes(report) };
}

function statusReport(imei: string, report: OsmAndStatus): DeviceStatusReport {
  const { kind: _kind, deviceId: _deviceId, attributes: _attributes, ...fields } = report;
  return { ...fields, imei, protocol: "osmand", attributes: healthAttributes(report) };
}
