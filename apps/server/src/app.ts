import { readFileSync } from "node:fs";
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
import { basemapRoutes } from "./modules/basemap/basemap.routes.js";
import { OFFLINE_BASEMAP_DETAIL_ZOOM } from "./modules/basemap/basemapStyle.js";
import { BasemapTiles } from "./modules/basemap/basemapTiles.js";
import { openPmtilesArchive } from "./modules/basemap/pmtilesArchive.js";
import type { CallServiceOptions } from "./modules/driver-call/callService.js";
import { createConnectionBudget } from "./modules/ingest/deviceConnectionLimiter.js";
import { moduleList } from "./modules/moduleList.js";
import type { PushAddressAllowed } from "./modules/push/pushEndpoint.js";
import { publicConfigRoutes } from "./modules/system/config.routes.js";
import { healthRoutes } from "./modules/system/health.routes.js";
import { metricsRoutes } from "./modules/system/metrics.routes.js";
import type { ArrivalWorker } from "./modules/temporary-live-view/arrival/arrivalWorker.js";
import { composeModules } from "./platform/composeModules.js";
import type { Jobs } from "./platform/moduleDefinition.js";
import { socketOriginGuard } from "./sockets/socketGuards.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
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
    callTiming: options.callTiming,
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
  await app.register(securityPlugin, { mapStyleUrl: config.mapStyleUrl });
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(metricsRoutes, {
    pipeline: services.positionPipeline.metrics,
    operatorSockets: services.operatorSockets.stats,
    publicViewerSockets: services.temporaryLiveViewSockets.stats,
    extra: () => ({ ...connectionBudget.clients.metrics(), ...options.extraMetrics?.() }),
    token: config.metricsToken,
  });
  await app.register(socketOriginGuard, { allowedOrigins: config.allowedOrigins });
  await services.operatorSockets.register(app);
  // A bad archive stops the start here with the reason, like a bad setting does.
  const pmtiles = config.pmtilesPath ? await openPmtilesArchive(config.pmtilesPath) : undefined;
  if (pmtiles) app.addHook("onClose", () => pmtiles.close());
  await app.register(publicConfigRoutes, {
    helpUrl: config.helpUrl,
    version,
    mapStyleUrl: config.mapStyleUrl ?? "/api/basemap/style.json",
    mapDetailMaxZoom: config.mapStyleUrl ? null : (pmtiles?.header.maxZoom ?? OFFLINE_BASEMAP_DETAIL_ZOOM),
    publicUrl: config.publicUrl,
    supportContacts: config.supportContacts,
    whatsappProvider: config.whatsapp.provider,
  });
  const tiles = new BasemapTiles();
  // the offline basemap's tiles are cut once the server listens (about a second), not on a phone's first request
  if (!pmtiles && !config.mapStyleUrl) app.addHook("onListen", () => void setImmediate(() => tiles.warm()));
  await app.register(basemapRoutes, { tiles, pmtiles });
  for (const plugin of modules.plugins) await app.register(plugin);
  await app.register(graphqlPlugin, {
    introspection: config.env !== "production",
    fieldCosts: modules.fieldCosts,
    resolvers: mergeResolvers(...modules.resolvers()),
  });
  await app.register(webApp, { distDir: config.webDistDir ?? defaultWebDist });
  const arrivalWorker = jobs.of<Jobs & { arrivalWorker: ArrivalWorker }>("temporary-live-view").arrivalWorker;
  return { app, services, arrivalWorker, connectionBudget };
}
