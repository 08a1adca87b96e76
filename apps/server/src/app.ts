import { readFileSync } from "node:fs";
import type { Agent as HttpsAgent } from "node:https";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyError } from "fastify";
import { startBackgroundJobs } from "./backgroundJobs.js";
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
import { alertResolvers } from "./modules/alerts/resolvers.js";
import { systemNotificationRoutes } from "./modules/announcements/systemNotification.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { authPlugin } from "./modules/auth/authPlugin.js";
import { authResolvers } from "./modules/auth/resolvers.js";
import { backToV1Resolvers } from "./modules/back-to-v1/resolvers.js";
import { bannerRoutes } from "./modules/banner/banner.routes.js";
import { basemapRoutes } from "./modules/basemap/basemap.routes.js";
import { OFFLINE_BASEMAP_DETAIL_ZOOM } from "./modules/basemap/basemapStyle.js";
import { BasemapTiles } from "./modules/basemap/basemapTiles.js";
import { openPmtilesArchive } from "./modules/basemap/pmtilesArchive.js";
import { companyResolvers } from "./modules/company/resolvers.js";
import { deviceCommandResolvers } from "./modules/device-commands/resolvers.js";
import { callRoutes } from "./modules/driver-call/call.routes.js";
import type { CallServiceOptions } from "./modules/driver-call/callService.js";
import { callResolvers } from "./modules/driver-call/resolvers.js";
import { driverScoreResolvers } from "./modules/driver-scores/resolvers.js";
import { feedbackRoutes } from "./modules/feedback/feedback.routes.js";
import { fleetResolvers } from "./modules/fleet/resolvers.js";
import { geocodingRoutes } from "./modules/geocoding/geocoding.routes.js";
import { geofenceResolvers } from "./modules/geofences/resolvers.js";
import { createConnectionBudget } from "./modules/ingest/deviceConnectionLimiter.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { mediaResolvers } from "./modules/media/resolvers.js";
import { metaWebhookRoutes } from "./modules/messaging/metaWebhook.routes.js";
import { messagingResolvers } from "./modules/messaging/resolvers.js";
import { newModuleResolvers } from "./modules/new-modules/resolvers.js";
import { positionResolvers } from "./modules/positions/resolvers.js";
import { profileRoutes } from "./modules/profile/profile.routes.js";
import { profileResolvers } from "./modules/profile/resolvers.js";
import type { PushAddressAllowed } from "./modules/push/pushEndpoint.js";
import { pushResolvers } from "./modules/push/resolvers.js";
import { referralRoutes } from "./modules/referral/referral.routes.js";
import { referralLinkRoutes } from "./modules/referral/referralLink.routes.js";
import { referralResolvers } from "./modules/referral/resolvers.js";
import { REPORT_FIELD_COSTS } from "./modules/reports/reportFieldCosts.js";
import { reportRoutes } from "./modules/reports/reports.routes.js";
import { reportResolvers } from "./modules/reports/resolvers.js";
import { publicConfigRoutes } from "./modules/system/config.routes.js";
import { healthRoutes } from "./modules/system/health.routes.js";
import { metricsRoutes } from "./modules/system/metrics.routes.js";
import { temporaryLiveViewResolvers } from "./modules/temporary-live-view/resolvers.js";
import { publicViewerRoutes } from "./modules/temporary-live-view/viewer/publicViewer.routes.js";
import { uploadRoutes } from "./modules/uploads/upload.routes.js";
import { createServices } from "./services.js";
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
  const services = createServices(database.db, config, bus, app.log, {
    callTiming: options.callTiming,
    pushAddressAllowed: options.pushAddressAllowed,
    clientConnections: connectionBudget.clients,
  });
  const jobs = await startBackgroundJobs(database, bus, services, config, app.log, {
    pushAgent: options.pushAgent,
    pushAddressAllowed: options.pushAddressAllowed,
  });
  app.addHook("onClose", async () => {
    await services.calls.stop();
    services.media.stop();
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
  await app.register(callRoutes, { calls: services.calls.service });
  await app.register(publicViewerRoutes, {
    service: services.publicViewer,
    hub: services.temporaryLiveViewSockets,
  });
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
  await app.register(authRoutes, { auth: services.auth });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(metaWebhookRoutes, { db: database.db, webhook: config.whatsappWebhook });
  await app.register(geocodingRoutes, { geocoding: services.geocoding });
  await app.register(mediaRoutes, { media: services.media.service });
  await app.register(uploadRoutes, { store: services.uploads });
  await app.register(systemNotificationRoutes, { service: services.systemNotifications });
  await app.register(bannerRoutes, { service: services.banners });
  await app.register(feedbackRoutes, { service: services.feedback });
  await app.register(reportRoutes, { reports: services.reports });
  await app.register(referralRoutes, { service: services.referrals });
  await app.register(referralLinkRoutes, { service: services.referrals });
  await app.register(graphqlPlugin, {
    services,
    introspection: config.env !== "production",
    fieldCosts: REPORT_FIELD_COSTS,
    resolvers: mergeResolvers(
      authResolvers,
      profileResolvers,
      newModuleResolvers,
      pushResolvers,
      companyResolvers,
      fleetResolvers,
      geofenceResolvers,
      positionResolvers,
      temporaryLiveViewResolvers,
      messagingResolvers,
      alertResolvers,
      deviceCommandResolvers,
      mediaResolvers,
      callResolvers,
      driverScoreResolvers,
      reportResolvers,
      backToV1Resolvers,
      referralResolvers,
    ),
  });
  await app.register(webApp, { distDir: config.webDistDir ?? defaultWebDist });
  return { app, services, arrivalWorker: jobs.arrivalWorker, connectionBudget };
}
