import { type ByteReader, ByteWriter, decodeBcdTime, decodeText, encodeBcdTime } from "./bytes.js";

/**
 * The active-safety extension of JT/T 808 (T/JSATL 12-2017, sent with JT/T 1078 dashcams): additional items 0x64
 * ADAS, 0x65 DMS and 0x67 blind spot in the 0x0200 location, each with an alarm identification number that names
 * the alarm's attachments.
 */
export const JT808_SAFETY_ITEM = { adas: 0x64, dms: 0x65, blindSpot: 0x67 } as const;
export type Jt808SafetyKind = keyof typeof JT808_SAFETY_ITEM;

/** ADAS alarm / event types → Armada alarm names (alertCodeOfAlarm). */
export const ADAS_ALARMS: Readonly<Record<number, string>> = {
  1: "adasForwardCollision",
  2: "adasLaneDeparture",
  3: "adasHeadwayTooClose",
  4: "adasPedestrianCollision",
  5: "adasFrequentLaneChange",
  6: "adasSpeedSignExceeded",
  7: "adasObstacle",
  16: "adasRoadSign",
  17: "adasSnapshot",
};

/** DMS alarm / event types → Armada alarm names. */
export const DMS_ALARMS: Readonly<Record<number, string>> = {
  1: "dmsFatigue",
  2: "dmsPhoneCall",
  3: "dmsSmoking",
  4: "dmsDistraction",
  5: "dmsMissingFace",
  16: "dmsSnapshot",
  17: "dmsDriverChanged",
};

/** Blind spot alarm types: rear, left rear, right rear approach; all are the blind spot alert. */
export const BLIND_SPOT_ALARMS: Readonly<Record<number, string>> = {
  1: "adasBlindSpot",
  2: "adasBlindSpot",
  3: "adasBlindSpot",
};

const NAMES: Readonly<Record<Jt808SafetyKind, Readonly<Record<number, string>>>> = {
  adas: ADAS_ALARMS,
  dms: DMS_ALARMS,
  blindSpot: BLIND_SPOT_ALARMS,
};

/**
 * DMS types in the range T/JSATL 12 leaves to vendors (0x06-0x0F) as the BSJ, Howen and JC dashcams send them:
 * camera blocked 0x06 and no seatbelt 0x0A as in the Guangdong extension, eyes closed 0x07 and yawning 0x09 (the
 * fatigue sub-events the standard folds into 0x01). A vendor that numbers them otherwise gets its own table in
 * VENDOR_DMS_ALARMS (docs/api.md, "DMS alarm types").
 */
const VENDOR_RANGE_DMS_ALARMS: Readonly<Record<number, string>> = {
  6: "dmsCameraBlocked",
  7: "dmsEyesClosed",
  9: "dmsYawning",
  10: "dmsNoSeatbelt",
};

/** The vendor DMS table of each device vendor type; a generic "jt808" device reads only the standard types. */
export const VENDOR_DMS_ALARMS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  bsj: VENDOR_RANGE_DMS_ALARMS,
  "vss-howen": VENDOR_RANGE_DMS_ALARMS,
  jc: VENDOR_RANGE_DMS_ALARMS,
};

/** The Armada alarm name of a safety alarm type: the standard's, else the device vendor's DMS table; undefined otherwise. */
export function safetyAlarmName(
  kind: Jt808SafetyKind,
  type: number,
  vendorType?: string | null,
): string | undefined {
  const standard = NAMES[kind][type];
  if (standard || kind !== "dms" || !vendorType) return standard;
  return VENDOR_DMS_ALARMS[vendorType]?.[type];
}

/** Names a terminal's alarm and its attachments: terminal id, time, serial of that second, attachment count. */
export interface Jt808AlarmIdentification {
  terminalId: string;
  time: Date | null;
  serial: number;
  attachments: number;
  /** its size on the wire, which the platform's 0x9208 repeats */
  size: Jt808IdentificationSize;
}

export interface Jt808SafetyAlarm {
  kind: Jt808SafetyKind;
  alarmId: number;
  /** 0 not applicable, 1 start, 2 end */
  flag: number;
  type: number;
  /** the Armada alarm name of a standard `type`; vendor types are named by safetyAlarmName with the vendor */
  alarm?: string | undefined;
  /** 1 or 2 (ADAS / DMS) */
  level?: number | undefined;
  speedKmh: number;
  latitude: number;
  longitude: number;
  time: Date | null;
  identification: Jt808AlarmIdentification;
}

/** Reads the value of a 0x64 / 0x65 / 0x67 item (the reader is limited to it). */
export function decodeSafetyAlarm(kind: Jt808SafetyKind, reader: ByteReader, zone: number): Jt808SafetyAlarm {
  const alarmId = reader.dword();
  const flag = reader.byte();
  const type = reader.byte();
  let level: number | undefined;
  if (kind === "adas") {
    level = reader.byte();
    reader.slice(5); // front vehicle speed, distance, deviation type, road sign type and data: not used
  } else if (kind === "dms") {
    level = reader.byte();
    reader.slice(5); // fatigue level, reserved
  }
  const speedKmh = reader.byte();
  reader.word(); // altitude
  const latitude = reader.dword() / 1e6;
  const longitude = reader.dword() / 1e6;
  const time = decodeBcdTime(reader, zone);
  reader.word(); // vehicle status
  return {
    kind,
    alarmId,
    flag,
    type,
    alarm: NAMES[kind][type],
    level,
    speedKmh,
    latitude,
    longitude,
    time,
    identification: decodeIdentification(reader, zone),
  };
}

/** The alarm identification number: 16 bytes (7-byte terminal id) by the 2017 text, 40 (30-byte id) from 2019 terminals. */
export type Jt808IdentificationSize = 16 | 40;

function decodeIdentification(reader: ByteReader, zone: number): Jt808AlarmIdentification {
  return decodeAlarmIdentification(reader, reader.remaining >= 40 ? 40 : 16, zone);
}

/** Reads an alarm identification number of a known size (the 0x1210 names its alarm with one). */
export function decodeAlarmIdentification(
  reader: ByteReader,
  size: Jt808IdentificationSize,
  zone: number,
): Jt808AlarmIdentification {
  const terminalId = decodeText(reader.slice(size === 40 ? 30 : 7));
  const time = decodeBcdTime(reader, zone);
  const serial = reader.byte();
  const attachments = reader.byte();
  // reserved: 1 byte in the 16-byte form, 2 in the 40-byte form; a short 2017 item may leave it out
  reader.slice(Math.min(reader.remaining, size === 40 ? 2 : 1));
  return { terminalId, time, serial, attachments, size };
}

/** Writes an alarm identification number: what the 0x9208 and the 0x1210 echo of the alarm. */
export function encodeAlarmIdentification(
  writer: ByteWriter,
  identification: Omit<Jt808AlarmIdentification, "time"> & { time: Date | null },
  zone: number,
): ByteWriter {
  const wide = identification.size === 40;
  writer.fixedText(identification.terminalId, wide ? 30 : 7);
  if (identification.time) encodeBcdTime(writer, identification.time, zone);
  else writer.raw(new Uint8Array(6));
  return writer
    .byte(identification.serial)
    .byte(identification.attachments)
    .raw(new Uint8Array(wide ? 2 : 1));
}

export interface Jt808SafetyAlarmInput {
  kind: Jt808SafetyKind;
  alarmId: number;
  type: number;
  flag?: number;
  level?: number;
  speedKmh: number;
  latitude: number;
  longitude: number;
  time: Date;
  terminalId: string;
  serial?: number;
  attachments?: number;
}

/** The value of a 0x64 / 0x65 / 0x67 item with a 16-byte identification (what the simulator and tests send). */
export function encodeSafetyAlarm(input: Jt808SafetyAlarmInput, zone: number): Uint8Array {
  const writer = new ByteWriter()
    .dword(input.alarmId)
    .byte(input.flag ?? 0)
    .byte(input.type);
  if (input.kind === "adas") writer.byte(input.level ?? 1).raw(new Uint8Array(5));
  if (input.kind === "dms") writer.byte(input.level ?? 1).raw(new Uint8Array(5));
  writer
    .byte(Math.min(255, Math.round(input.speedKmh)))
    .word(0)
    .dword(Math.round(Math.abs(input.latitude) * 1e6))
    .dword(Math.round(Math.abs(input.longitude) * 1e6));
  encodeBcdTime(writer, input.time, zone).word(0);
  return encodeAlarmIdentification(
    writer,
    {
      terminalId: input.terminalId,
      time: input.time,
      serial: input.serial ?? 0,
      attachments: input.attachments ?? 0,
      size: 16,
    },
    zone,
  ).bytes();
}
