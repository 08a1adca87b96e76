/**
 * Catalogue of every concrete access key the product uses (form `resource:action`).
 *
 * Keys named verbatim in the spec (docs/spec/alert-center-and-shell.md §6):
 *   Alert center and shell
 *     e4a-alert-center-main:read            alert center, pinned panel, popups
 *     e4b-alert-center-rule-setting:read    settings gear of the alert center
 *     e4e-alert-center-urgent:read          urgent accordion (else coming-soon banner, Important only)
 *     e4f-auto-popup-urgent-alert:read      auto popups (capped at 9)
 *     e1j-log-notification:read             Notification Log page (also opens the Notification menu)
 *     e4d-alert-overspeed-threshold-duration:read, e4d-alert-center-embed-map:read
 *     alert_rule_template:read, alert_rule_template:create   onboarding button and wizard
 *     referal_program:read, system_notification:read (+ flag vsms2_system_notification)
 *     customer-wish-feedback:create, back_to_vsms1:create
 *     b3f-two-way-communication:read, b3f-two-way-communication-all-module:read   call driver
 *     fleet-task-instant:read|create|update|delete    field-order alerts, fleet task menu
 *     shared_vehicle:read
 *   Driver: tms_driver:read, tms_driver:update, vgroups:read (a driver lacks vgroups:read)
 *
 * Concrete keys chosen where the spec's menu rules are vague (menu entry -> rule):
 *   /dashboard/            any of a1a-dashboard:read, a1b-dashboard-summary:read,
 *                          a1c-dashboard-utilization:read, a1d-dashboard-driver-behavior:read
 *   /liveview-2/           b1f-liveview-v2:read          /liveview/  b1a-default-liveview:read
 *   /controltower-2/       h1b-control-tower-v2:read     /controltower/  control_tower:read
 *   /notification/         any of e1b-web-umum:read, e1c-web-dms:read, e1a-web-perilakupengemudi:read,
 *                          e1j-log-notification:read
 *   /report/               any of f1a-report-trip:read, f1b-report-parking:read, f1c-report-speeding:read,
 *                          f1d-report-fuel:read, f1e-report-mileage:read, f1f-report-alert:read,
 *                          f1g-report-driver-behavior:read, f1h-report-geofence:read
 *   /sales-order/          all of sales-order:read|create|update|delete
 *   /delivery-request/, /delivery/, /delivery-scheduler/, /fleet-availability/
 *                          all of tms:read|create|update|delete (fleet availability is a TMS screen)
 *   /fleet-task/           all four tms keys OR all four fleet-task-instant keys
 *                          (label "fleet task" with all four tms keys, else "fleet task instant")
 *   /invoice/              all of tms-integration-accurate:read|create|update|delete + flag invoiceCoreFlag
 *   /route-optimization/   all four tms keys OR all of route-optimization:read|create|update|delete
 *   /cost-management/      all of financial-record:read|create|update|delete
 *   /trackvideo-2/         b3g-trackvideo-v2:read and NOT b3h-new-trackvision-menu:read
 *   /trackvideo/           b3a-trackvideo:read
 *   /trackingtemp/         b2a-temporary-liveview:read
 *   /route/                b2b-route-history:read
 *   /live-streaming/       b3h-new-trackvision-menu:read
 *   /video-history/, /vehicle-media/   b3h-new-trackvision-menu:read and b3i-menu-media:read
 *   /maintenance/          any of maintenance:read, maintenance-schedule:read, maintenance-history:read
 *                          (the screen's plans and service orders: maintenance:read|create|update|delete)
 *   /license/              any of user_docs:read, vehicle_docs:read
 *                          (vehicle documents: vehicle_docs:read|create|update|delete; a driver's SIM: user_docs:…)
 *   /land-measurement/     all of i1a-land-measurement:read|create|update|delete
 *   /driverscore/          g1a-driver-score:read
 *   /master/               any of d1a-master-vehicle:read, d2a-master-driver:read, d3a-master-geofence:read,
 *                          d4a-master-vehicle-group:read, d5a-master-device:read, d7a-master-customer:read,
 *                          tms:read, z1o-master-product:read
 *   /setting/              any of c1a-setting-company:read, c2a-setting-user:read, c3a-setting-role:read,
 *                          c4a-setting-alert-rule:read, c5a-setting-notification:read, c6a-setting-fuel:read,
 *                          c7a-setting-driver-score:read, c8a-setting-api:read, c9a-setting-audit-log:read,
 *                          vehicle_odometer:read
 *   /marketplace/          marketplace:read
 *   /help/                 any of help_center:read, help_tutorial:read, help_faq:read (hidden for company 1449)
 *   /contactus/            contact:read (hidden for company 1449)
 *   /company-ticket/       company_ticket:read
 *
 * The rules themselves live as data in `MENU_ENTRY_ACCESS` (menuAccess.ts).
 * Demo seed: admin gets every key, operator every key except `OPERATOR_EXCLUDED_ACCESS_KEYS`,
 * driver only `DRIVER_ACCESS_KEYS`.
 */
export const ACCESS_KEYS = [
  // Dashboard
  "a1a-dashboard:read",
  "a1b-dashboard-summary:read",
  "a1c-dashboard-utilization:read",
  "a1d-dashboard-driver-behavior:read",
  // Live view and control tower
  "b1f-liveview-v2:read",
  "b1a-default-liveview:read",
  "h1b-control-tower-v2:read",
  "control_tower:read",
  // Fleet tracking
  "b2a-temporary-liveview:read",
  "b2a-temporary-liveview:create",
  "b2a-temporary-liveview:update",
  "b2a-temporary-liveview:delete",
  "b2b-route-history:read",
  "b3a-trackvideo:read",
  "b3g-trackvideo-v2:read",
  // Track Vision and two-way communication
  "b3h-new-trackvision-menu:read",
  "b3i-menu-media:read",
  "b3f-two-way-communication:read",
  "b3f-two-way-communication-all-module:read",
  // Notification
  "e1a-web-perilakupengemudi:read",
  "e1b-web-umum:read",
  "e1c-web-dms:read",
  "e1j-log-notification:read",
  // Alert center
  "e4a-alert-center-main:read",
  "e4b-alert-center-rule-setting:read",
  "e4d-alert-overspeed-threshold-duration:read",
  "e4d-alert-center-embed-map:read",
  "e4e-alert-center-urgent:read",
  "e4f-auto-popup-urgent-alert:read",
  "alert_rule_template:read",
  "alert_rule_template:create",
  // Shell
  "referal_program:read",
  "system_notification:read",
  "customer-wish-feedback:create",
  "back_to_vsms1:create",
  "shared_vehicle:read",
  // Reports
  "f1a-report-trip:read",
  "f1b-report-parking:read",
  "f1c-report-speeding:read",
  "f1d-report-fuel:read",
  "f1e-report-mileage:read",
  "f1f-report-alert:read",
  "f1g-report-driver-behavior:read",
  "f1h-report-geofence:read",
  // Order management
  "sales-order:read",
  "sales-order:create",
  "sales-order:update",
  "sales-order:delete",
  "tms:read",
  "tms:create",
  "tms:update",
  "tms:delete",
  "fleet-task-instant:read",
  "fleet-task-instant:create",
  "fleet-task-instant:update",
  "fleet-task-instant:delete",
  "tms-integration-accurate:read",
  "tms-integration-accurate:create",
  "tms-integration-accurate:update",
  "tms-integration-accurate:delete",
  "route-optimization:read",
  "route-optimization:create",
  "route-optimization:update",
  "route-optimization:delete",
  // Cost management
  "financial-record:read",
  "financial-record:create",
  "financial-record:update",
  "financial-record:delete",
  // Fleet management
  "maintenance:read",
  "maintenance:create",
  "maintenance:update",
  "maintenance:delete",
  "maintenance-schedule:read",
  "maintenance-history:read",
  "user_docs:read",
  "user_docs:create",
  "user_docs:update",
  "user_docs:delete",
  "vehicle_docs:read",
  "vehicle_docs:create",
  "vehicle_docs:update",
  "vehicle_docs:delete",
  "i1a-land-measurement:read",
  "i1a-land-measurement:create",
  "i1a-land-measurement:update",
  "i1a-land-measurement:delete",
  // Driver score
  "g1a-driver-score:read",
  // Master data
  "d1a-master-vehicle:read",
  "d1a-master-vehicle:create",
  "d1a-master-vehicle:update",
  "d1a-master-vehicle:delete",
  "d2a-master-driver:read",
  "d2a-master-driver:update",
  "d3a-master-geofence:read",
  "d3a-master-geofence:create",
  "d3a-master-geofence:update",
  "d3a-master-geofence:delete",
  "d4a-master-vehicle-group:read",
  "d4a-master-vehicle-group:create",
  "d4a-master-vehicle-group:update",
  "d4a-master-vehicle-group:delete",
  "d5a-master-device:read",
  "d5a-master-device:create",
  "d5a-master-device:update",
  "d5a-master-device:delete",
  // Commands to devices: history and locate / custom text; engine cut and restore have their own key
  "d5b-device-command:read",
  "d5b-device-command:create",
  "d5c-device-engine-cut:create",
  "d7a-master-customer:read",
  "z1o-master-product:read",
  // Settings
  "c1a-setting-company:read",
  "c1a-setting-company:update",
  "c2a-setting-user:read",
  // users: create, edit, deactivate, reset password and second factor, end sessions (issue 39)
  "c2a-setting-user:update",
  "c3a-setting-role:read",
  "c4a-setting-alert-rule:read",
  "c5a-setting-notification:read",
  "c5a-setting-notification:update",
  "c6a-setting-fuel:read",
  "c7a-setting-driver-score:read",
  "c8a-setting-api:read",
  // API keys (Integrasi): create and revoke
  "c8a-setting-api:create",
  "c8a-setting-api:delete",
  "c9a-setting-audit-log:read",
  "vehicle_odometer:read",
  // Bottom of the menu
  "marketplace:read",
  "help_center:read",
  "help_tutorial:read",
  "help_faq:read",
  "contact:read",
  "company_ticket:read",
  // Driver mode
  "tms_driver:read",
  "tms_driver:update",
  "vgroups:read",
] as const;

export type AccessKey = (typeof ACCESS_KEYS)[number];

/** The four CRUD keys of a resource, in the order read, create, update, delete. */
export function crudKeys<R extends string>(
  resource: R,
): readonly [`${R}:read`, `${R}:create`, `${R}:update`, `${R}:delete`] {
  return [`${resource}:read`, `${resource}:create`, `${resource}:update`, `${resource}:delete`];
}

/** The access keys a demo driver holds (docs/spec/alert-center-and-shell.md §6 Driver). */
export const DRIVER_ACCESS_KEYS = [
  "tms_driver:read",
  "tms_driver:update",
] as const satisfies readonly AccessKey[];

/** Keys the demo operator lacks: the urgent accordion and the alert-center rule settings gear. */
export const OPERATOR_EXCLUDED_ACCESS_KEYS = [
  "e4e-alert-center-urgent:read",
  "e4b-alert-center-rule-setting:read",
  // an API key acts for the company outside any session: only admins make or revoke one
  "c8a-setting-api:create",
  "c8a-setting-api:delete",
  // who did what in the company is for its admins (issue 39)
  "c9a-setting-audit-log:read",
  // managing the company's users makes an admin (issue 39)
  "c2a-setting-user:update",
] as const satisfies readonly AccessKey[];

/**
 * Demo seed: the supervisor follows every alert in the lists but gets no auto-popups (docs/spec/alert-center-and-shell.md §6 e4f): every key
 * except this one.
 */
export const SUPERVISOR_EXCLUDED_ACCESS_KEYS = [
  "e4f-auto-popup-urgent-alert:read",
] as const satisfies readonly AccessKey[];
