import type { AnyModule } from "../platform/moduleDefinition.js";
import { alertsModule } from "./alerts/alerts.module.js";
import { announcementsModule } from "./announcements/announcements.module.js";
import { apiKeysModule } from "./api-keys/apiKeys.module.js";
import { auditModule } from "./audit/audit.module.js";
import { authModule } from "./auth/auth.module.js";
import { backToV1Module } from "./back-to-v1/backToV1.module.js";
import { bannerModule } from "./banner/banner.module.js";
import { basemapModule } from "./basemap/basemap.module.js";
import { companyModule } from "./company/company.module.js";
import { companyTicketModule } from "./company-ticket/companyTicket.module.js";
import { controlTowerModule } from "./control-tower/controlTower.module.js";
import { costsModule } from "./costs/costs.module.js";
import { deliveriesModule } from "./deliveries/deliveries.module.js";
import { deliverySchedulerModule } from "./delivery-scheduler/deliveryScheduler.module.js";
import { deviceCommandsModule } from "./device-commands/deviceCommands.module.js";
import { documentsModule } from "./documents/documents.module.js";
import { driverCallModule } from "./driver-call/driverCall.module.js";
import { driverScoresModule } from "./driver-scores/driverScores.module.js";
import { featureFlagsModule } from "./feature-flags/featureFlags.module.js";
import { feedbackModule } from "./feedback/feedback.module.js";
import { fleetModule } from "./fleet/fleet.module.js";
import { forwardingModule } from "./forwarding/forwarding.module.js";
import { geocodingModule } from "./geocoding/geocoding.module.js";
import { geofencesModule } from "./geofences/geofences.module.js";
import { ingestModule } from "./ingest/ingest.module.js";
import { invoicesModule } from "./invoices/invoices.module.js";
import { landMeasurementModule } from "./land-measurement/landMeasurement.module.js";
import { maintenanceModule } from "./maintenance/maintenance.module.js";
import { mediaModule } from "./media/media.module.js";
import { messagingModule } from "./messaging/messaging.module.js";
import { newModulesModule } from "./new-modules/newModules.module.js";
import { positionsModule } from "./positions/positions.module.js";
import { profileModule } from "./profile/profile.module.js";
import { publicApiModule } from "./public-api/publicApi.module.js";
import { pushModule } from "./push/push.module.js";
import { referralModule } from "./referral/referral.module.js";
import { remindersModule } from "./reminders/reminders.module.js";
import { reportsModule } from "./reports/reports.module.js";
import { retentionModule } from "./retention/retention.module.js";
import { routeOptimizationModule } from "./route-optimization/routeOptimization.module.js";
import { scheduledReportsModule } from "./scheduled-reports/scheduledReports.module.js";
import { singleSignOnModule } from "./single-sign-on/singleSignOn.module.js";
import { systemModule } from "./system/system.module.js";
import { temporaryLiveViewModule } from "./temporary-live-view/temporaryLiveView.module.js";
import { trackVisionModule } from "./track-vision/trackVision.module.js";
import { uploadsModule } from "./uploads/uploads.module.js";
import { webhooksModule } from "./webhooks/webhooks.module.js";
import { whatsappInboxModule } from "./whatsapp-inbox/whatsappInbox.module.js";

/**
 * The server's modules, each below the modules it depends on: buildApp builds their services, starts their jobs and
 * registers their routes and resolvers in this order. Adding a module is adding its line here.
 */
export const moduleList: readonly AnyModule[] = [
  companyModule,
  auditModule,
  basemapModule,
  authModule,
  apiKeysModule,
  singleSignOnModule,
  featureFlagsModule,
  backToV1Module,
  geofencesModule,
  fleetModule,
  geocodingModule,
  positionsModule,
  messagingModule,
  pushModule,
  profileModule,
  deviceCommandsModule,
  ingestModule,
  temporaryLiveViewModule,
  alertsModule,
  mediaModule,
  retentionModule,
  driverCallModule,
  trackVisionModule,
  driverScoresModule,
  reportsModule,
  uploadsModule,
  documentsModule,
  maintenanceModule,
  deliveriesModule,
  deliverySchedulerModule,
  costsModule,
  routeOptimizationModule,
  invoicesModule,
  whatsappInboxModule,
  webhooksModule,
  landMeasurementModule,
  publicApiModule,
  remindersModule,
  scheduledReportsModule,
  controlTowerModule,
  referralModule,
  feedbackModule,
  companyTicketModule,
  bannerModule,
  announcementsModule,
  newModulesModule,
  forwardingModule,
  systemModule,
];
