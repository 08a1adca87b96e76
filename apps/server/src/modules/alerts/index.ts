export type { AlertClipRequest, AlertClipSource } from "./alertClips.js";
export type { AlertCounter, CountedAlert } from "./alertCounters.js";
export type { AlertRaisedEvent } from "./alertEvents.js";
export { alertRules, rawAlerts } from "./alerts.tables.js";
export { alertCodeView } from "./codes/alertCodeService.js";
export type { ExternalAlert, ExternalAlerts } from "./engine/externalAlerts.js";
