import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import { createAuthService } from "./modules/auth/authService.js";
import { createCompanyService } from "./modules/company/companyService.js";
import { createFleetServices } from "./modules/fleet/fleetServices.js";
import { createGeocodingProviders, createGeocodingService } from "./modules/geocoding/geocodingService.js";
import { createGeofenceService } from "./modules/geofences/geofenceService.js";
import { createLiveTrackHub } from "./modules/live-track/liveTrackHub.js";
import { createLiveTrackService } from "./modules/live-track/liveTrackService.js";
import { createWhatsAppService } from "./modules/messaging/whatsappService.js";
import { createTemporaryTrackingService } from "./modules/temporary-tracking/temporaryLiveViewService.js";
import { createPositionPipeline } from "./modules/tracking/positionPipeline.js";
import { createTrackingService } from "./modules/tracking/trackingService.js";
import { type EventBus, topics } from "./realtime/eventBus.js";
import { createRealtimeHub } from "./realtime/realtimeHub.js";

/** The application's services over one database and one event bus: built once in buildApp. */
export function createServices(db: Db, config: Config, bus: EventBus, logger: FastifyBaseLogger) {
  const liveTrack = createLiveTrackService(db);
  return {
    db,
    config,
    bus,
    auth: createAuthService(db, { sessionTtlMs: config.sessionTtlMs, throttle: config.loginThrottle }),
    company: createCompanyService(db),
    tracking: createTrackingService(db),
    temporaryTracking: createTemporaryTrackingService(db, {
      publicUrl: config.publicUrl,
      changed: (companyId) => bus.publish(topics.liveViewChanges(companyId), {}),
    }),
    fleet: createFleetServices(db, (companyId) => bus.publish(topics.fleetChanges(companyId), {})),
    geofences: createGeofenceService(db),
    positionPipeline: createPositionPipeline(db, bus, logger),
    realtime: createRealtimeHub(bus, logger),
    liveTrack,
    liveTrackHub: createLiveTrackHub(bus, liveTrack, logger),
    whatsapp: createWhatsAppService(db),
    geocoding: createGeocodingService(createGeocodingProviders(db, config.geocoding), logger),
  };
}

export type Services = ReturnType<typeof createServices>;
