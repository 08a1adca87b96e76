import { describe, expect, it } from "vitest";
import { decodeGt06, type Gt06Message } from "./decode.js";
import {
  encodeGt06Alarm,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Status,
  gt06AlarmAck,
  gt06HeartbeatAck,
  gt06LoginAck,
} from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

function roundTrip(packet: Uint8Array): Gt06Message {
  const splitter = new Gt06FrameSplitter();
  const frames = splitter.push(packet);
  expect(splitter.stats.crcErrors).toBe(0);
  expect(frames).toHaveLength(1);
  return decodeGt06(frames[0] as NonNullable<(typeof frames)[0]>);
}

const time = new Date("2026-03-14T02:15:30Z");

describe("GT06 acknowledgements", () => {
  it("builds the login ack of the documentation (serial 1, CRC 0xD9DC)", () => {
    expect(toHex(gt06LoginAck(1))).toBe("787805010001d9dc0d0a");
  });

  it("answers a real login with its serial", () => {
    expect(toHex(gt06LoginAck(9)).slice(0, 12)).toBe("787805010009");
    expect(roundTrip(gt06LoginAck(9))).toMatchObject({ protocol: 0x01, serial: 9 });
  });

  it("builds heartbeat and alarm acks with the packet's protocol", () => {
    expect(toHex(gt06HeartbeatAck(0x0129)).slice(0, 12)).toBe("787805130129");
    expect(toHex(gt06AlarmAck(0x67)).slice(0, 12)).toBe("787805160067");
    expect(toHex(gt06AlarmAck(0x0d, 0x26)).slice(0, 12)).toBe("78780526000d");
    for (const ack of [gt06HeartbeatAck(1), gt06AlarmAck(2), gt06AlarmAck(3, 0x26)]) {
      expect(new Gt06FrameSplitter().push(ack)).toHaveLength(1);
    }
  });
});

describe("GT06 encoders", () => {
  it("encodes the real device's login byte for byte", () => {
    expect(toHex(encodeGt06Login("864717003283581", 9))).toBe("78780d01086471700328358100093f040d0a");
  });

  it("round-trips a login", () => {
    expect(roundTrip(encodeGt06Login("864717000000001", 0xfffe))).toMatchObject({
      kind: "login",
      imei: "864717000000001",
      serial: 0xfffe,
    });
  });

  it.each([
    ["Jakarta (south-east)", -6.175392, 106.827153],
    ["Tokyo (north-east)", 35.689487, 139.691706],
    ["New York (north-west)", 40.712776, -74.005974],
    ["Lima (south-west)", -12.046374, -77.042793],
  ])("round-trips a 0x22 location in %s", (_place, latitude, longitude) => {
    const message = roundTrip(
      encodeGt06Location(
        {
          time,
          latitude,
          longitude,
          speedKmh: 63,
          course: 271,
          ignition: true,
          satellites: 11,
          uploadMode: 1,
        },
        42,
      ),
    );
    expect(message.kind).toBe("location");
    if (message.kind !== "location") return;
    expect(message.protocol).toBe(0x22);
    expect(message.serial).toBe(42);
    expect(message.fix.time?.toISOString()).toBe(time.toISOString());
    expect(message.fix.latitude).toBeCloseTo(latitude, 6);
    expect(message.fix.longitude).toBeCloseTo(longitude, 6);
    expect(message.fix).toMatchObject({ speedKmh: 63, course: 271, satellites: 11, gpsFixed: true });
    expect(message).toMatchObject({ ignition: true, uploadMode: 1, reupload: false });
    expect(message.cell?.mcc).toBe(510);
  });

  it("round-trips a 0x12 location without ACC and with mileage", () => {
    const message = roundTrip(
      encodeGt06Location(
        {
          protocol: 0x12,
          time,
          latitude: -6.2,
          longitude: 106.8,
          speedKmh: 0,
          course: 0,
          gpsFixed: false,
          odometerMeters: 123_456,
        },
        7,
      ),
    );
    expect(message).toMatchObject({ kind: "location", protocol: 0x12, odometerMeters: 123_456 });
    if (message.kind !== "location") return;
    expect(message.ignition).toBeUndefined();
    expect(message.fix.gpsFixed).toBe(false);
  });

  it("round-trips a status packet", () => {
    expect(
      roundTrip(encodeGt06Status({ ignition: true, charging: true, voltageLevel: 4, gsmSignal: 3 }, 300)),
    ).toMatchObject({
      kind: "status",
      serial: 300,
      terminal: { ignition: true, charging: true, voltageLevel: 4, batteryPercent: 66, gsmSignal: 3 },
    });
  });

  it("round-trips an SOS alarm with the terminal bits and the alarm byte", () => {
    const message = roundTrip(
      encodeGt06Alarm(
        { time, latitude: -6.3, longitude: 106.9, speedKmh: 12, course: 45, ignition: true, alarm: "sos" },
        5,
      ),
    );
    expect(message).toMatchObject({
      kind: "location",
      protocol: 0x16,
      alarm: "sos",
      alarmCode: 1,
      ignition: true,
    });
    if (message.kind !== "location") return;
    expect(message.terminal).toMatchObject({ alarm: "sos", ignition: true });
  });

  it("round-trips an alarm that only the alarm byte can carry", () => {
    const message = roundTrip(
      encodeGt06Alarm(
        {
          protocol: 0x26,
          time,
          latitude: -6.3,
          longitude: 106.9,
          speedKmh: 95,
          course: 90,
          alarm: "overspeed",
        },
        6,
      ),
    );
    expect(message).toMatchObject({ kind: "location", protocol: 0x26, alarm: "overspeed", alarmCode: 6 });
  });

  it("refuses an IMEI with letters", () => {
    expect(() => encodeGt06Login("86471700328358A", 1)).toThrow(RangeError);
  });
});
