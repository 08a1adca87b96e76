import type { Agent as HttpsAgent } from "node:https";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyError } from "fastify";
import { createEventBus } from "./bus/createEventBus.js";
import type { EventBus } from "./bus/eventBus.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { graphqlPlugin, mergeResolvers } from "./graphql/graphqlPlugin.js";
import { errorHandler } from "./http/errorHandler.js";
import { logRedactPaths, logSerializers } from "./http/logRedaction.js";
import { securityPlugin } from "./http/securityPlugin.js";
import { trustedProxyMatcher } from "./http/trustedProxies.js";
import { webApp } from "./http/webApp.js";
import { authPlugin } from "./modules/auth/authPlugin.js";
import type { CallServiceOptions } from "./modules/driver-call/callService.js";
import { createConnectionBudget } from "./modules/ingest/deviceConnectionLimiter.js";
import { moduleList } from "./modules/moduleList.js";
import type { PushAddressAllowed } from "./modules/push/pushEndpoint.js";
import type { ArrivalWorker } from "./modules/temporary-live-view/arrival/arrivalWorker.js";
import type { LiveStreamTiming } from "./modules/track-vision/liveStreams.js";
import { composeModules } from "./platform/composeModules.js";
import type { Jobs } from "./platform/moduleDefinition.js";
import { socketOriginGuard } from "./sockets/socketGuards.js";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** the whole request head must arrive within this (Node's default is a minute) */
const HEADERS_TIMEOUT_MS = 10_000;
/** the whole request, body included (uploads of announcement videos are the largest) */
const REQUEST_TIMEOUT_MS = 120_000;
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

export interface AppOptions {
  /** defaults to the bus of the configuration (NATS with NATS_URL, else in-process) */
  bus?: EventBus;
  /** extra counters for /api/metrics (the device gateways) */
  extraMetrics?: () => Record<string, number>;
  /** where the log goes instead of stdout (tests read it) */
  logStream?: { write(line: string): void };
  /** shorter driver-call timeouts (tests) */
  callTiming?: CallServiceOptions["timing"];
  /** shorter live video timeouts (tests) */
  liveStreamTiming?: Partial<LiveStreamTiming>;
  /** TLS agent for push services (tests: a local push service with its own certificate) */
  pushAgent?: HttpsAgent;
  /** addresses pushes may go to (default: public ones; tests add their local push service's) */
  pushAddressAllowed?: PushAddressAllowed;
}

/** Builds the HTTP application over an open, migrated database. Listening is the caller's job. */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: logRedactPaths, censor: "[redacted]" },
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // a connection that trickles a request (slowloris) is closed; Fastify's default is no request timeout at all
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  });
  const connectionBudget = createConnectionBudget(config.connectionLimits, app.log);
  // behind the proxy every web connection comes from its address: there only the total applies
  connectionBudget.clients.guard(app.server, "web", trustedProxyMatcher(config.trustProxy));
  const bus = options.bus ?? (await createEventBus(config, app.log));
  const modules = composeModules(moduleList, {
    database,
    db: database.db,
    config,
    bus,
    log: app.log,
    clientConnections: connectionBudget.clients,
    extraMetrics: options.extraMetrics,
    callTiming: options.callTiming,
    liveStreamTiming: options.liveStreamTiming,
    pushAgent: options.pushAgent,
    pushAddressAllowed: options.pushAddressAllowed,
  });
  /** the host's view of the modules' services: main.ts wires the device gateways from it, tests read it */
  const services = { db: database.db, config, bus, ...modules.services };
  const jobs = await modules.startJobs();
  app.addHook("onClose", async () => {
    await jobs.stop();
    // a bus given by the caller is the caller's to close
    if (!options.bus) await bus.close();
  });

  app.setErrorHandler((error, request, reply) => errorHandler(error as FastifyError, request, reply));
  await app.register(cookie);
  await app.register(authPlugin, { auth: services.auth });
  await services.apiKeyAccess.register(app);
  await app.register(securityPlugin, { mapStyleUrl: config.mapStyleUrl });
  await app.register(socketOriginGuard, { allowedOrigins: config.allowedOrigins });
  await services.operatorSockets.register(app);
  for (const plugin of modules.plugins) await app.register(plugin);
  await app.register(graphqlPlugin, {
    introspection: config.env !== "production",
    fieldCosts: modules.fieldCosts,
    resolvers: mergeResolvers(...modules.resolvers()),
  });
  await app.register(webApp, { distDir: config.webDistDir ?? defaultWebDist });
  const arrivalWorker = jobs.of<Jobs & { arrivalWorker: ArrivalWorker }>("temporary-live-view").arrivalWorker;
  return { app, services, arrivalWorker, connectionBudget, jobsSettled: () => jobs.settled() };
}
