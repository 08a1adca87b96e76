import {
  cappedHexOf,
  type Gt06Extended,
  type Gt06Info,
  type Gt06Location,
  type Gt06Status,
  type Gt06TerminalInfo,
  type Gt06Unknown,
} from "@armada/domain";
import type { DeviceReport, DeviceStatusReport } from "../positions/index.js";

/**
 * A decoded GT06 location (0x10, 0x12, 0x22, 0x16, 0x26) as the pipeline's DeviceReport; a fix without a date
 * (zeros before the first fix) takes `receivedAt`.
 */
export function gt06PositionReport(imei: string, message: Gt06Location, receivedAt: Date): DeviceReport {
  const { fix, terminal, cell } = message;
  const attributes: Record<string, unknown> = {
    protocolNumber: message.protocol,
    serial: message.serial,
    satellites: fix.satellites,
  };
  if (fix.differential) attributes.differential = true;
  if (cell) Object.assign(attributes, cell);
  if (message.uploadMode !== undefined) attributes.uploadMode = message.uploadMode;
  if (message.reupload !== undefined) attributes.reupload = message.reupload;
  if (message.alarmCode !== undefined) attributes.alarmCode = message.alarmCode;
  if (message.driverCard !== undefined) attributes.driverCard = message.driverCard;
  if (message.shortTail) attributes.shortTail = true;
  if (!fix.time) attributes.timeFromServer = true;
  if (terminal) Object.assign(attributes, terminalAttributes(terminal));
  return {
    imei,
    protocol: "gt06",
    fixTime: fix.time ?? receivedAt,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: fix.speedKmh,
    course: fix.course,
    gpsFixed: fix.gpsFixed,
    ignition: message.ignition,
    charging: terminal?.charging,
    batteryPercent: terminal?.batteryPercent,
    odometerKm: message.odometerMeters === undefined ? undefined : message.odometerMeters / 1000,
    alarm: message.alarm,
    attributes,
  };
}

/**
 * A GT06 status / heartbeat (0x13, 0x23) as a DeviceStatusReport; the packet has no time, so `receivedAt` is
 * used. Its alarm (an SOS pressed while the device has no fix) goes the way of a position's alarm.
 */
export function gt06StatusReport(imei: string, message: Gt06Status, receivedAt: Date): DeviceStatusReport {
  const attributes: Record<string, unknown> = {
    protocolNumber: message.protocol,
    ...terminalAttributes(message.terminal),
    charging: message.terminal.charging,
  };
  if (message.alarmCode !== undefined) attributes.alarmCode = message.alarmCode;
  return {
    imei,
    protocol: "gt06",
    time: receivedAt,
    ignition: message.ignition,
    charging: message.terminal.charging,
    batteryPercent: message.terminal.batteryPercent,
    alarm: message.alarm,
    attributes,
  };
}

/** A GT06 information frame (0x94) as a DeviceStatusReport: what its sub-type carries, kept on the vehicle. */
export function gt06InfoReport(imei: string, message: Gt06Info, receivedAt: Date): DeviceStatusReport {
  const { kind: _kind, protocol, serial: _serial, infoType, ...values } = message;
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) attributes[name] = value;
  return {
    imei,
    protocol: "gt06",
    time: receivedAt,
    attributes: { protocolNumber: protocol, infoType, ...attributes },
  };
}

/** A GT06 vendor status frame (Wi-Fi, modules, OBD, serial data, ...) as a DeviceStatusReport. */
export function gt06ExtendedReport(
  imei: string,
  message: Gt06Extended,
  receivedAt: Date,
): DeviceStatusReport {
  const attributes: Record<string, unknown> = { protocolNumber: message.protocol, ...message.attributes };
  if (message.subType !== undefined) attributes.infoType = message.subType;
  return { imei, protocol: "gt06", time: receivedAt, attributes };
}

/** A GT06 information frame (0x94) of a sub-type Armada does not read: its content kept as hex (capped). */
export function gt06UnreadInfoReport(
  imei: string,
  message: Gt06Unknown,
  receivedAt: Date,
): DeviceStatusReport {
  return {
    imei,
    protocol: "gt06",
    time: receivedAt,
    attributes: {
      protocolNumber: message.protocol,
      infoType: message.subType,
      infoData: cappedHexOf(message.content),
    },
  };
}

function terminalAttributes(terminal: Gt06TerminalInfo): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    terminalInfo: terminal.raw,
    armed: terminal.armed,
    gpsTracking: terminal.gpsTracking,
    cutOff: terminal.cutOff,
  };
  if (terminal.voltageLevel !== undefined) attributes.voltageLevel = terminal.voltageLevel;
  if (terminal.gsmSignal !== undefined) attributes.gsmSignal = terminal.gsmSignal;
  if (terminal.batteryVolts !== undefined) attributes.batteryVolts = terminal.batteryVolts;
  return attributes;
}
