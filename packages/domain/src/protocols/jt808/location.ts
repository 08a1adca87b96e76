import { JT808_STATUS_BIT, jt808AlarmsOf, jt808Bit } from "./alarmBits.js";
import { ByteReader, ByteWriter, decodeBcdTime, encodeBcdTime, Jt808FormatError } from "./bytes.js";
import {
  decodeSafetyAlarm,
  encodeSafetyAlarm,
  JT808_SAFETY_ITEM,
  type Jt808SafetyAlarm,
  type Jt808SafetyAlarmInput,
} from "./safetyAlarms.js";

/** Additional information items of the 0x0200 location read by Armada (table 27 of the 2013 text). */
export const JT808_LOCATION_ITEM = {
  mileage: 0x01,
  fuel: 0x02,
  recorderSpeed: 0x03,
  extendedSignals: 0x25,
  io: 0x2a,
  analog: 0x2b,
  signal: 0x30,
  satellites: 0x31,
} as const;

/** A 0x0200 body (also one entry of 0x0704). */
export interface Jt808Location {
  alarmWord: number;
  statusWord: number;
  /** the alarm names of the set alarm bits (jt808AlarmsOf) */
  alarms: string[];
  gpsFixed: boolean;
  ignition: boolean;
  /** degrees, negative south / west by the status bits */
  latitude: number;
  longitude: number;
  altitude: number;
  speedKmh: number;
  course: number;
  /** null when the BCD time is not a date */
  time: Date | null;
  mileageKm?: number | undefined;
  fuelLiters?: number | undefined;
  recorderSpeedKmh?: number | undefined;
  /** 0..31 (item 0x30) */
  signal?: number | undefined;
  satellites?: number | undefined;
  /** item 0x2A, the I/O status bits */
  io?: number | undefined;
  /** ADAS / DMS / blind spot items */
  safetyAlarms: Jt808SafetyAlarm[];
}

const BASIC_SIZE = 28;

/** Reads a location body; throws Jt808FormatError when the basic part is short. A broken item ends the item list. */
export function decodeJt808Location(body: Uint8Array, zone: number): Jt808Location {
  if (body.length < BASIC_SIZE) throw new Jt808FormatError("location shorter than 28 bytes");
  const reader = new ByteReader(body);
  const alarmWord = reader.dword();
  const statusWord = reader.dword();
  const latitude = reader.dword() / 1e6;
  const longitude = reader.dword() / 1e6;
  const altitude = reader.word();
  const speedKmh = reader.word() / 10;
  const course = reader.word();
  const time = decodeBcdTime(reader, zone);
  if (latitude > 90 || longitude > 180) throw new Jt808FormatError("coordinates out of range");
  const location: Jt808Location = {
    alarmWord,
    statusWord,
    alarms: jt808AlarmsOf(alarmWord),
    gpsFixed: jt808Bit(statusWord, JT808_STATUS_BIT.positioned),
    ignition: jt808Bit(statusWord, JT808_STATUS_BIT.accOn),
    latitude: (jt808Bit(statusWord, JT808_STATUS_BIT.south) ? -1 : 1) * latitude,
    longitude: (jt808Bit(statusWord, JT808_STATUS_BIT.west) ? -1 : 1) * longitude,
    altitude: altitude > 0x7fff ? altitude - 0x10000 : altitude,
    speedKmh,
    course: course % 360,
    time,
    safetyAlarms: [],
  };
  while (reader.remaining >= 2) {
    const id = reader.byte();
    const length = reader.byte();
    if (length > reader.remaining) break;
    const item = new ByteReader(body, reader.offset + length);
    item.offset = reader.offset;
    reader.offset += length;
    try {
      readItem(location, id, item, zone);
    } catch (error) {
      if (!(error instanceof Jt808FormatError)) throw error;
    }
  }
  return location;
}

function readItem(location: Jt808Location, id: number, item: ByteReader, zone: number) {
  switch (id) {
    case JT808_LOCATION_ITEM.mileage:
      location.mileageKm = item.dword() / 10;
      return;
    case JT808_LOCATION_ITEM.fuel:
      location.fuelLiters = item.word() / 10;
      return;
    case JT808_LOCATION_ITEM.recorderSpeed:
      location.recorderSpeedKmh = item.word() / 10;
      return;
    case JT808_LOCATION_ITEM.io:
      location.io = item.word();
      return;
    case JT808_LOCATION_ITEM.signal:
      location.signal = item.byte();
      return;
    case JT808_LOCATION_ITEM.satellites:
      location.satellites = item.byte();
      return;
    case JT808_SAFETY_ITEM.adas:
      location.safetyAlarms.push(decodeSafetyAlarm("adas", item, zone));
      return;
    case JT808_SAFETY_ITEM.dms:
      location.safetyAlarms.push(decodeSafetyAlarm("dms", item, zone));
      return;
    case JT808_SAFETY_ITEM.blindSpot:
      location.safetyAlarms.push(decodeSafetyAlarm("blindSpot", item, zone));
      return;
  }
}

export interface Jt808LocationInput {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course?: number;
  altitude?: number;
  ignition?: boolean;
  gpsFixed?: boolean;
  alarmWord?: number;
  mileageKm?: number;
  fuelLiters?: number;
  signal?: number;
  satellites?: number;
  safetyAlarms?: Jt808SafetyAlarmInput[];
}

/** A 0x0200 body (what terminals send: the simulator, the benchmark and tests). */
export function encodeJt808Location(input: Jt808LocationInput, zone: number): Uint8Array {
  let status = 0;
  if (input.ignition) status |= 1 << JT808_STATUS_BIT.accOn;
  if (input.gpsFixed ?? true) status |= 1 << JT808_STATUS_BIT.positioned;
  if (input.latitude < 0) status |= 1 << JT808_STATUS_BIT.south;
  if (input.longitude < 0) status |= 1 << JT808_STATUS_BIT.west;
  const writer = new ByteWriter()
    .dword(input.alarmWord ?? 0)
    .dword(status)
    .dword(Math.round(Math.abs(input.latitude) * 1e6))
    .dword(Math.round(Math.abs(input.longitude) * 1e6))
    .word((input.altitude ?? 0) & 0xffff)
    .word(Math.round(input.speedKmh * 10))
    .word(Math.round(input.course ?? 0) % 360);
  encodeBcdTime(writer, input.time, zone);
  if (input.mileageKm !== undefined)
    writer
      .byte(JT808_LOCATION_ITEM.mileage)
      .byte(4)
      .dword(Math.round(input.mileageKm * 10));
  if (input.fuelLiters !== undefined)
    writer
      .byte(JT808_LOCATION_ITEM.fuel)
      .byte(2)
      .word(Math.round(input.fuelLiters * 10));
  if (input.signal !== undefined) writer.byte(JT808_LOCATION_ITEM.signal).byte(1).byte(input.signal);
  if (input.satellites !== undefined)
    writer.byte(JT808_LOCATION_ITEM.satellites).byte(1).byte(input.satellites);
  for (const alarm of input.safetyAlarms ?? []) {
    const value = encodeSafetyAlarm(alarm, zone);
    writer.byte(JT808_SAFETY_ITEM[alarm.kind]).byte(value.length).raw(value);
  }
  return writer.bytes();
}

/** 0x0704: count, type (0 regular, 1 blind-area re-upload), then each location with its length. */
export interface Jt808BatchLocation {
  reupload: boolean;
  locations: Jt808Location[];
  /** entries that could not be read (shorter than the basic part, coordinates out of range): the others are kept */
  unread: number;
}

/**
 * Reads a batch; a broken entry is counted in `unread` and skipped, an entry whose length runs past the body is read
 * from what is there. Throws Jt808FormatError only when the body is shorter than its count and type.
 */
export function decodeJt808BatchLocation(body: Uint8Array, zone: number): Jt808BatchLocation {
  const reader = new ByteReader(body);
  const count = reader.word();
  const reupload = reader.byte() === 1;
  const batch: Jt808BatchLocation = { reupload, locations: [], unread: 0 };
  for (let index = 0; index < count && reader.remaining >= 2; index++) {
    const length = reader.word();
    try {
      batch.locations.push(decodeJt808Location(reader.slice(Math.min(length, reader.remaining)), zone));
    } catch (error) {
      if (!(error instanceof Jt808FormatError)) throw error;
      batch.unread += 1;
    }
  }
  return batch;
}

export function encodeJt808BatchLocation(bodies: Uint8Array[], reupload = false): Uint8Array {
  const writer = new ByteWriter().word(bodies.length).byte(reupload ? 1 : 0);
  for (const body of bodies) writer.word(body.length).raw(body);
  return writer.bytes();
}
