import type { MotionStatus } from "../tracking/motionStatus.js";
import type { VehicleUpdate } from "../tracking/vehicleUpdate.js";

/**
 * Streaming forward (issue 37): what Armada publishes to an integrator's MQTT broker or AMQP exchange. JSON with a
 * version `v`; the field names are stable within a version (fields may be added, never renamed or removed).
 * docs/api.md "Streaming" documents them for integrators.
 */
export const FORWARD_MESSAGE_VERSION = 1;

/** Spelt out, not derived from `VehicleUpdate`: a change to the operators' socket message must not change this one. */
export interface ForwardPositionMessage {
  v: typeof FORWARD_MESSAGE_VERSION;
  type: "position";
  companyId: number;
  vehicleId: number;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
  /** degrees from north, null when unknown */
  course: number | null;
  ignition: boolean | null;
  motionStatus: MotionStatus;
  /** °C */
  temperature: number | null;
  /** percent */
  fuel: number | null;
  /** ISO time of the position */
  fixTime: string;
  /** ISO time of the vehicle's last packet of any kind */
  lastPacket: string;
  /** the alarm the device sent with this position, if any */
  alarm: string | null;
}

export interface ForwardAlertRaisedMessage {
  v: typeof FORWARD_MESSAGE_VERSION;
  type: "alert.raised";
  companyId: number;
  vehicleId: number;
  alertId: number;
  alertCode: number;
  alertRuleIds: number[];
  /** ISO time the alert happened */
  time: string;
}

export interface ForwardAlertsResolvedMessage {
  v: typeof FORWARD_MESSAGE_VERSION;
  type: "alerts.resolved";
  companyId: number;
  /** "resolve": resolved or reopened; "false-alert": marked false or the mark cancelled */
  action: "resolve" | "false-alert";
  /** true when the alerts are now resolved (or false alerts), false when reopened */
  resolved: boolean;
  /** "all": every alert between startTime and endTime; "selection": alertIds; "exclude": all but alertIds */
  mode: "all" | "selection" | "exclude";
  startTime: string | null;
  endTime: string | null;
  alertIds: number[];
  vehicleIds: number[];
  userId: number;
}

export type ForwardMessage =
  | ForwardPositionMessage
  | ForwardAlertRaisedMessage
  | ForwardAlertsResolvedMessage;

/** The alert engine's event (the server's AlertRaisedEvent), as far as forwarding reads it. */
export interface RaisedAlertInput {
  rawAlertId: number;
  companyId: number;
  vehicleId: number;
  alertCode: number;
  alertRuleIds: number[];
  createdOn: string;
}

/** The alert center's resolve notice (AlertsResolvedNotice), as far as forwarding reads it. */
export interface ResolvedAlertsInput {
  mode: "a" | "s" | "e";
  startTime: string | null;
  endTime: string | null;
  actionType: "Resolve" | "FalseAlert";
  resolved: boolean;
  userId: number;
  vehicles: Record<string, string>;
  rawAlertIds: number[];
}

export function positionMessage(companyId: number, update: VehicleUpdate): ForwardPositionMessage {
  return {
    v: FORWARD_MESSAGE_VERSION,
    type: "position",
    companyId,
    vehicleId: update.vehicleId,
    latitude: update.latitude,
    longitude: update.longitude,
    speed: update.speed,
    course: update.course,
    ignition: update.ignition,
    motionStatus: update.motionStatus,
    temperature: update.temperature,
    fuel: update.fuel,
    fixTime: update.fixTime,
    lastPacket: update.lastPacket,
    alarm: update.alarm,
  };
}

export function alertRaisedMessage(event: RaisedAlertInput): ForwardAlertRaisedMessage {
  return {
    v: FORWARD_MESSAGE_VERSION,
    type: "alert.raised",
    companyId: event.companyId,
    vehicleId: event.vehicleId,
    alertId: event.rawAlertId,
    alertCode: event.alertCode,
    alertRuleIds: [...event.alertRuleIds],
    time: event.createdOn,
  };
}

const RESOLVE_MODES = { a: "all", s: "selection", e: "exclude" } as const;

export function alertsResolvedMessage(
  companyId: number,
  notice: ResolvedAlertsInput,
): ForwardAlertsResolvedMessage {
  return {
    v: FORWARD_MESSAGE_VERSION,
    type: "alerts.resolved",
    companyId,
    action: notice.actionType === "FalseAlert" ? "false-alert" : "resolve",
    resolved: notice.resolved,
    mode: RESOLVE_MODES[notice.mode],
    startTime: notice.startTime,
    endTime: notice.endTime,
    alertIds: [...notice.rawAlertIds],
    vehicleIds: Object.keys(notice.vehicles)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
      .sort((a, b) => a - b),
    userId: notice.userId,
  };
}

/**
 * Where a message goes, as segments: `positions.<companyId>.<vehicleId>`, `alerts.<companyId>.raised`,
 * `alerts.<companyId>.resolved`. AMQP joins them with dots (a routing key), MQTT with slashes under its prefix.
 */
export function forwardRoute(message: ForwardMessage): string[] {
  switch (message.type) {
    case "position":
      return ["positions", String(message.companyId), String(message.vehicleId)];
    case "alert.raised":
      return ["alerts", String(message.companyId), "raised"];
    case "alerts.resolved":
      return ["alerts", String(message.companyId), "resolved"];
  }
}

export const amqpRoutingKey = (route: readonly string[]) => route.join(".");

export const mqttTopic = (prefix: string, route: readonly string[]) =>
  prefix === "" ? route.join("/") : `${prefix}/${route.join("/")}`;

/**
 * An MQTT topic prefix one may publish under: levels of letters, digits, `_`, `-` and `.` separated by `/`, no
 * wildcards (`+`, `#`), no leading or trailing `/`, not `$`-reserved.
 */
export const MQTT_TOPIC_PREFIX_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** The company id at the end of a per-company bus topic (`vehicle-updates.12` → 12), or null. */
export function companyIdOfTopic(topic: string): number | null {
  const last = topic.slice(topic.lastIndexOf(".") + 1);
  if (!/^[1-9][0-9]{0,15}$/.test(last)) return null;
  const id = Number(last);
  return Number.isSafeInteger(id) ? id : null;
}

/** Whether a company's messages are forwarded: every company when the allow-list is empty. */
export function isCompanyForwarded(companyId: number, allowList: readonly number[]): boolean {
  return allowList.length === 0 || allowList.includes(companyId);
}

/** A broker address fit for logs: scheme, host, port and path, never the user name or password. */
export function brokerAddressForLog(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return "(invalid URL)";
  }
}
