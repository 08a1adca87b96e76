import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import { createAuthService } from "./modules/auth/authService.js";
import { createCompanyService } from "./modules/company/companyService.js";
import { createFleetServices } from "./modules/fleet/fleetServices.js";
import { createGeofenceService } from "./modules/geofences/geofenceService.js";
import { createPositionPipeline } from "./modules/tracking/positionPipeline.js";
import type { EventBus } from "./realtime/eventBus.js";
import { createRealtimeHub } from "./realtime/realtimeHub.js";

/** The application's services over one database and one event bus: built once in buildApp. */
export function createServices(db: Db, config: Config, bus: EventBus, logger: FastifyBaseLogger) {
  return {
    db,
    config,
    bus,
    auth: createAuthService(db, { sessionTtlMs: config.sessionTtlMs, throttle: config.loginThrottle }),
    company: createCompanyService(db),
    fleet: createFleetServices(db),
    geofences: createGeofenceService(db),
    positionPipeline: createPositionPipeline(db, bus, logger),
    realtime: createRealtimeHub(bus, logger),
  };
}

export type Services = ReturnType<typeof createServices>;
