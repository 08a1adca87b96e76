import { DEFAULT_MOTION_TIMEOUTS } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, type LiveViewChangedEvent, type SessionsEndedEvent, topics } from "./bus/eventBus.js";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import type { AlertRuleChangeEvent } from "./modules/alerts/alertEvents.js";
import { createAlertCodeService } from "./modules/alerts/codes/alertCodeService.js";
import { createAlertEngine } from "./modules/alerts/engine/alertEngine.js";
import { createRawAlertService } from "./modules/alerts/raw-alerts/rawAlertService.js";
import { createAlertRuleService } from "./modules/alerts/rules/alertRuleService.js";
import {
  createSystemNotificationService,
  type SystemNotificationPublishedEvent,
} from "./modules/announcements/systemNotificationService.js";
import { createAuthService } from "./modules/auth/authService.js";
import type { IdentityDetails } from "./modules/auth/identityDetails.js";
import { hashSessionToken } from "./modules/auth/sessionRepository.js";
import { createBackToV1Service, legacyAppUrlFor } from "./modules/back-to-v1/backToV1Service.js";
import { createBannerService } from "./modules/banner/bannerService.js";
import { createCompanyService } from "./modules/company/companyService.js";
import { createDeviceCommandLink } from "./modules/device-commands/deviceCommandLink.js";
import { createDeviceCommandService } from "./modules/device-commands/deviceCommandService.js";
import type { CallServiceOptions } from "./modules/driver-call/callService.js";
import { createCalls } from "./modules/driver-call/createCalls.js";
import { createDriverScoreService } from "./modules/driver-scores/driverScoreService.js";
import { findCompanyFeatureFlags } from "./modules/feature-flags/featureFlagRepository.js";
import { createFeedbackService } from "./modules/feedback/feedbackService.js";
import { jt808AuthCodeHashes } from "./modules/fleet/deviceRepository.js";
import { createDriverIdentifications } from "./modules/fleet/driverIdentifications.js";
import { createFleetServices } from "./modules/fleet/fleetServices.js";
import { findGaragesInUse } from "./modules/fleet/garagesInUse.js";
import { createGeocodingProviders, createGeocodingService } from "./modules/geocoding/geocodingService.js";
import { createGeofenceService } from "./modules/geofences/geofenceService.js";
import type { DeviceConnectionLimiter } from "./modules/ingest/deviceConnectionLimiter.js";
import { createJt808AuthCodes } from "./modules/ingest/jt808AuthCodes.js";
import { createMedia } from "./modules/media/createMedia.js";
import { createEmailService } from "./modules/messaging/emailService.js";
import { createWhatsAppService } from "./modules/messaging/whatsappService.js";
import { createCompanyTimeouts } from "./modules/positions/pipeline/companyTimeouts.js";
import { createPositionPipeline } from "./modules/positions/pipeline/positionPipeline.js";
import { createPositionsService } from "./modules/positions/positionsService.js";
import { createVehicleAddressKeeper } from "./modules/positions/vehicleAddressKeeper.js";
import { createProfileService } from "./modules/profile/profileService.js";
import { readableBodies } from "./modules/profile/verificationMessages.js";
import type { PushAddressAllowed } from "./modules/push/pushEndpoint.js";
import { createPushService } from "./modules/push/pushService.js";
import { createReferralService } from "./modules/referral/referralService.js";
import { createReportService } from "./modules/reports/reportService.js";
import { createTemporaryLiveViewService } from "./modules/temporary-live-view/links/temporaryLiveViewService.js";
import { createPublicViewer } from "./modules/temporary-live-view/viewer/createPublicViewer.js";
import { createUploadStore } from "./modules/uploads/uploadStore.js";
import { createOperatorSocketHub } from "./sockets/operatorSocketHub.js";

/** The application's services over one database and one event bus: built once in buildApp. */
export function createServices(
  db: Db,
  config: Config,
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: {
    callTiming?: CallServiceOptions["timing"];
    pushAddressAllowed?: PushAddressAllowed;
    /** the clients' share of the connection budget: the FTP, attachment and JT/T 1078 ports count in it */
    clientConnections?: DeviceConnectionLimiter;
  } = {},
) {
  const geocoding = createGeocodingService(createGeocodingProviders(db, config.geocoding), logger);
  const auth = createAuthService(db, {
    sessionTtlMs: config.sessionTtlMs,
    throttle: config.loginThrottle,
    addressThrottle: config.loginAddressThrottle,
    sessionsEnded: (tokenHashes) => bus.publish<SessionsEndedEvent>(topics.sessionsEnded, { tokenHashes }),
  });
  const limits = config.connectionLimits;
  const deviceCommandLink = createDeviceCommandLink(db, bus, logger);
  const media = createMedia(db, config, bus, logger, options.clientConnections);
  const identityDetails: IdentityDetails = async (user) => {
    const flags = await findCompanyFeatureFlags(db, user.companyId);
    const timeouts = await createCompanyTimeouts(db).load([user.companyId]);
    return {
      featureFlags: Object.entries(flags).map(([key, enabled]) => ({ key, enabled })),
      motionTimeouts: timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS,
      legacyAppUrl: legacyAppUrlFor(user, config.legacyApp),
    };
  };
  return {
    db,
    config,
    bus,
    auth,
    /** the identity query's details from feature flags, positions and back-to-v1 (auth imports none of them) */
    identityDetails,
    company: createCompanyService(db),
    profile: createProfileService(db, { publicUrl: config.publicUrl }),
    positions: createPositionsService(db),
    temporaryLiveView: createTemporaryLiveViewService(db, {
      publicUrl: config.publicUrl,
      changed: (companyId, temporaryLvId) =>
        bus.publish<LiveViewChangedEvent>(topics.liveViewChanges(companyId), { temporaryLvId }),
    }),
    driverScores: createDriverScoreService(db),
    reports: createReportService(db, geocoding),
    fleet: createFleetServices(db, (companyId) => bus.publish(topics.fleetChanges(companyId), {})),
    geofences: createGeofenceService(db, findGaragesInUse, (companyId) =>
      bus.publish(topics.geofenceChanges(companyId), {}),
    ),
    /** driver cards presented to vehicles' devices (the GT06 gateway records them) */
    driverIdentifications: createDriverIdentifications(db),
    // PGlite has one connection: concurrent write lanes only help on PostgreSQL.
    positionPipeline: createPositionPipeline(db, bus, logger, { lanes: config.databaseUrl ? 4 : 1 }),
    operatorSockets: createOperatorSocketHub(bus, logger, {
      maxSockets: limits.operatorSockets,
      sessionExpiry: auth.sessionExpiry,
      hashSessionToken,
    }),
    /** publicViewer and its /ws/live-track hub, temporaryLiveViewSockets */
    ...createPublicViewer(db, bus, logger, {
      maxSockets: limits.publicSockets,
      maxSocketsPerLink: limits.publicSocketsPerLink,
    }),
    whatsapp: createWhatsAppService(db, readableBodies),
    email: createEmailService(db, readableBodies),
    push: createPushService(db, options.pushAddressAllowed),
    geocoding,
    /** started by startBackgroundJobs, in one instance at a time */
    vehicleAddresses: createVehicleAddressKeeper(db, bus, geocoding, logger),
    /** started (subscribed) by startBackgroundJobs */
    alertEngine: createAlertEngine(db, bus, geocoding, logger),
    alertCodes: createAlertCodeService(db),
    alertRules: createAlertRuleService(db, (companyId, alertRuleIds) =>
      bus.publish<AlertRuleChangeEvent>(topics.alertRuleChanges(companyId), { companyId, alertRuleIds }),
    ),
    /** the JT/T 808 gateway's registration codes, kept on the device rows (startIngest's jt808AuthCodes) */
    jt808AuthCodes: createJt808AuthCodes(jt808AuthCodeHashes(db)),
    /** the GT06 gateway's side of device commands (startIngest's commands hooks) */
    deviceCommandLink,
    deviceCommands: createDeviceCommandService(db, bus, deviceCommandLink),
    /** dashcam clips: the JT/T 808 gateway's media hooks, the FTP receiver, the service */
    media,
    /** driver calls through dashcams: the JT/T 1078 media port and the call service */
    calls: createCalls(
      db,
      config,
      bus,
      media.dashcams,
      logger,
      options.callTiming,
      options.clientConnections,
    ),
    /** images and videos uploaded in the platform console (announcements, banners) */
    uploads: createUploadStore(config.dataDir),
    banners: createBannerService(db),
    backToV1: createBackToV1Service(db, config.legacyApp),
    feedback: createFeedbackService(db),
    referrals: createReferralService(db, { publicUrl: config.publicUrl }),
    systemNotifications: createSystemNotificationService(db, {
      published: (event) =>
        bus.publish<SystemNotificationPublishedEvent>(topics.systemNotificationsPublished, event),
    }),
    rawAlerts: createRawAlertService(db, {
      resolved: (companyId, event) => bus.publish(topics.alertsResolved(companyId), event),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
