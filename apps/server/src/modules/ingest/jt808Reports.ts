import { gsmBars, type Jt808Location, type Jt808SafetyAlarm, safetyAlarmName } from "@armada/domain";
import type { DeviceReport } from "../positions/index.js";

/** The safety alarm that names the position's alarm: the first with an Armada name that is not an "end" flag. */
export function leadingSafetyAlarm(location: Jt808Location): Jt808SafetyAlarm | undefined {
  return location.safetyAlarms.find((alarm) => alarm.alarm !== undefined && alarm.flag !== SAFETY_ALARM_END);
}

/** Flag status 2 of an ADAS / DMS item: the alarm is over (only start and "not applicable" raise alerts). */
const SAFETY_ALARM_END = 2;

/** The location with its safety alarms named by the device vendor's table too (vendor DMS types). */
export function withVendorAlarmNames(location: Jt808Location, vendorType: string): Jt808Location {
  if (location.safetyAlarms.every((alarm) => alarm.alarm !== undefined)) return location;
  return {
    ...location,
    safetyAlarms: location.safetyAlarms.map((alarm) => ({
      ...alarm,
      alarm: safetyAlarmName(alarm.kind, alarm.type, vendorType),
    })),
  };
}

/**
 * A JT/T 808 location (0x0200 or one of 0x0704) as the pipeline's DeviceReport. The alarm is an ADAS / DMS /
 * blind spot alarm when one came (they are what the operator must see with a clip), else the most serious set bit
 * of the alarm word. A location whose time is not a date (zeros before the first fix) takes `receivedAt`, marked
 * `timeFromServer`; the caller drops those of a batch, which are not live.
 */
export function jt808PositionReport(imei: string, location: Jt808Location, receivedAt: Date): DeviceReport {
  const attributes: Record<string, unknown> = {
    alarmWord: location.alarmWord,
    statusWord: location.statusWord,
  };
  if (!location.time) attributes.timeFromServer = true;
  if (location.altitude) attributes.altitude = location.altitude;
  if (location.fuelLiters !== undefined) attributes.fuelLiters = location.fuelLiters;
  // item 0x30 is the GSM 0–31 scale; the card shows 0–4 bars
  if (location.signal !== undefined && location.signal <= 31)
    attributes.gsmSignal = gsmBars(location.signal, 31);
  if (location.satellites !== undefined) attributes.satellites = location.satellites;
  if (location.io !== undefined) attributes.io = location.io;
  if (location.alarms.length > 0) attributes.alarms = location.alarms;
  const safety = leadingSafetyAlarm(location);
  if (location.safetyAlarms.length > 0)
    attributes.safetyAlarms = location.safetyAlarms.map((alarm) => ({
      kind: alarm.kind,
      type: alarm.type,
      alarm: alarm.alarm,
      flag: alarm.flag,
      level: alarm.level,
      alarmId: alarm.alarmId,
      identification: { ...alarm.identification, time: alarm.identification.time?.toISOString() ?? null },
    }));
  return {
    imei,
    protocol: "jt808",
    fixTime: location.time ?? receivedAt,
    latitude: location.latitude,
    longitude: location.longitude,
    speedKmh: location.speedKmh,
    course: location.course,
    altitude: location.altitude,
    gpsFixed: location.gpsFixed,
    ignition: location.ignition,
    odometerKm: location.mileageKm,
    alarm: safety?.alarm ?? location.alarms[0],
    attributes,
  };
}
