export type { AlertClipRequest, AlertClipSource } from "./alertClips.js";
export type { AlertCounter, CountedAlert } from "./alertCounters.js";
export type { AlertRaisedEvent, AlertResolution, ResolvedAlertTap } from "./alertEvents.js";
export { alertRules, rawAlerts } from "./alerts.tables.js";
export { alertCodeView } from "./codes/alertCodeService.js";
export type { ExternalAlert, ExternalAlerts } from "./engine/externalAlerts.js";
export type { RaisedAlertTap } from "./raisedAlertTaps.js";
