import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiBytes, asciiText } from "../tracker/trackerCodec.js";
import { decodeGl200, decodeGl200Datagram, gl200Codec, gl200CommandText } from "./codec.js";
import { encodeGl200Position } from "./encode.js";

const IMEI = "135790246811220";
const SENT = "20261128101502";
/** accuracy, speed, azimuth, altitude, lon, lat, UTC time, MCC, MNC, LAC, cell, reserved */
const POSITION = "1,45.5,92,70.0,106.827153,-6.175110,20261128101500,0510,0010,2A3B,4C5D,00";
const SECOND = "2,50.0,95,71.0,106.828000,-6.176000,20261128101530,0510,0010,2A3B,4C5D,00";
const decode = (text: string) => decodeGl200(asciiBytes(text));
const answerOf = (message: ReturnType<typeof decode>) =>
  asciiText("answer" in message && message.answer ? message.answer : new Uint8Array());

function positionsOf(text: string) {
  const message = decode(text);
  if (message.kind !== "positions") throw new Error(`not positions: ${JSON.stringify(message)}`);
  return message;
}

describe("Queclink @Track (GL200)", () => {
  it("reads a GTFRI fixed report: UTC time, km/h, mileage, battery %, answered with its count", () => {
    const message = positionsOf(`+RESP:GTFRI,02010B,${IMEI},,0,0,1,${POSITION},2000.0,85,${SENT},11F0$`);
    expect(message.imei).toBe(IMEI);
    expect(answerOf(message)).toBe("+SACK:11F0$");
    expect(message.fixes).toEqual([
      {
        fixTime: new Date("2026-11-28T10:15:00Z"),
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 45.5,
        course: 92,
        altitude: 70,
        gpsFixed: true,
        odometerKm: 2000,
        batteryPercent: 85,
        attributes: { event: "GTFRI", hdop: 1, cell: "0510-0010-2A3B-4C5D" },
      },
    ]);
  });

  it("reads every position of a buffered GTFRI; accuracy 0 is the last known position, not a fix", () => {
    const noFix = POSITION.replace(/^1,/, "0,");
    const message = positionsOf(
      `+BUFF:GTFRI,02010B,${IMEI},,0,0,3,${POSITION},${SECOND},${noFix},,${SENT},0012$`,
    );
    expect(
      message.fixes.map((fix) => [fix.fixTime.toISOString(), fix.gpsFixed, fix.attributes.buffered]),
    ).toEqual([
      ["2026-11-28T10:15:00.000Z", true, true],
      ["2026-11-28T10:15:30.000Z", true, true],
      ["2026-11-28T10:15:00.000Z", false, true],
    ]);
    expect(message.fixes[0]?.batteryPercent).toBeUndefined();
  });

  it("reads a GV-series GTFRI: external power before the report id, ignition from the device status", () => {
    const [fix] = positionsOf(
      `+RESP:GTFRI,060100,${IMEI},,12600,10,1,1,${POSITION},1234.5,00100:10:00,,,95,210000,0,${SENT},0010$`,
    ).fixes;
    expect(fix).toMatchObject({
      latitude: -6.17511,
      ignition: true,
      odometerKm: 1234.5,
      batteryPercent: 95,
      attributes: { externalVolts: 12.6, charging: true, hourMeter: "00100:10:00" },
    });
  });

  it("raises SOS, speed and geofence alarms and reads the GTRTL answer to locate", () => {
    const alarmOf = (type: string) =>
      positionsOf(`+RESP:${type},02010B,${IMEI},,0,0,1,${POSITION},2000.0,85,${SENT},0001$`).fixes[0]?.alarm;
    expect(["GTSOS", "GTSPD", "GTGEO", "GTRTL"].map(alarmOf)).toEqual([
      "sos",
      "overspeed",
      "geofence",
      undefined,
    ]);
  });

  it("reads ignition from GTIGN/GTIGF and the motion state of GTSTT", () => {
    const event = (type: string, head: string) =>
      positionsOf(`+RESP:${type},02010B,${IMEI},,${head},${POSITION},00010:20:30,2000.0,${SENT},0002$`)
        .fixes[0];
    expect(event("GTIGN", "120")?.ignition).toBe(true);
    expect(event("GTIGF", "300")?.ignition).toBe(false);
    expect(event("GTSTT", "22")).toMatchObject({ ignition: true, attributes: { motionState: "22" } });
    expect(event("GTSTT", "11")?.ignition).toBe(false);
    expect(event("GTSTT", "16")).toMatchObject({ alarm: "tow", ignition: false });
    expect(event("GTSTT", "41")?.ignition).toBeUndefined();
  });

  it("reads GTERI: external volts, ignition from the device status, digital fuel and a 1-wire temperature", () => {
    const [fix] = positionsOf(
      `+RESP:GTERI,060100,${IMEI},,00000003,12600,10,1,1,${POSITION},1234.5,00100:10:00,3400,,95,220100,0,` +
        `2,67,1,28FF1234567890AB,1,0190,${SENT},0003$`,
    ).fixes;
    expect(fix).toMatchObject({
      ignition: true,
      odometerKm: 1234.5,
      batteryPercent: 95,
      fuelPercent: 67,
      temperature: 25,
      attributes: {
        externalVolts: 12.6,
        charging: true,
        analogVolts1: 3.4,
        fuelSensorType: "2",
        temperature1: 25,
        oneWireId1: "28FF1234567890AB",
      },
    });
    const negative = positionsOf(
      `+RESP:GTERI,060100,${IMEI},,00000002,0,10,1,1,${POSITION},1234.5,,,,,110000,0,1,28FF,1,FF60,${SENT},0004$`,
    ).fixes[0];
    expect(negative).toMatchObject({ ignition: false, temperature: -10, attributes: { charging: false } });
  });

  it("reads GTINF as the device's health: GSM bars, battery volts and %, charging, ignition", () => {
    const message = decode(
      `+RESP:GTINF,02010B,${IMEI},,21,89620000000000000001,20,0,1,2000.0,,4.10,1,0,1,0,0,20261128101000,85,,,+0700,0,${SENT},0005$`,
    );
    expect(message).toMatchObject({
      kind: "status",
      imei: IMEI,
      status: {
        time: new Date("2026-11-28T10:15:02Z"),
        ignition: true,
        charging: true,
        batteryPercent: 85,
        attributes: { gsmSignal: 3, batteryVolts: 4.1, externalPower: true, iccid: "89620000000000000001" },
      },
    });
    expect(answerOf(message)).toBe("+SACK:0005$");
    const unknownSignal = decode(
      `+RESP:GTINF,02010B,${IMEI},,41,,99,0,0,,,3.9,0,0,1,0,0,,40,,,+0700,0,${SENT},0006$`,
    );
    expect(unknownSignal.kind === "status" && unknownSignal.status.attributes.gsmSignal).toBeUndefined();
  });

  it("reads power on and off (GTPNA, GTPFA) as statuses, not alarms", () => {
    expect(decode(`+RESP:GTPNA,02010B,${IMEI},,${SENT},0007$`)).toMatchObject({
      kind: "status",
      status: { attributes: { event: "GTPNA", power: true } },
    });
    const off = decode(`+RESP:GTPFA,02010B,${IMEI},,${SENT},0008$`);
    expect(off).toMatchObject({ kind: "status", status: { attributes: { power: false } } });
    expect(off.kind === "status" && off.status.alarm).toBeUndefined();
  });

  it("answers the GTHBD heartbeat with +SACK:GTHBD and reads other +ACK as command answers", () => {
    const heartbeat = decode(`+ACK:GTHBD,02010B,${IMEI},,${SENT},0009$`);
    expect(heartbeat.kind).toBe("status");
    expect(answerOf(heartbeat)).toBe("+SACK:GTHBD,02010B,0009$");
    expect(decode(`+ACK:GTOUT,02010B,${IMEI},,0A1B,${SENT},000A$`)).toEqual({
      kind: "commandReply",
      imei: IMEI,
      text: "+ACK:GTOUT,0A1B",
    });
  });

  it("counts what it cannot read with a reason, still acknowledging reports", () => {
    expect(decode(`+RESP:GTXYZ,02010B,${IMEI},,${SENT},000B$`)).toMatchObject({
      kind: "unknown",
      type: "GTXYZ",
      reason: "report type not read",
      answer: asciiBytes("+SACK:000B$"),
    });
    expect(decode(`+RESP:GTFRI,02010B,${IMEI},,0,0,99,${POSITION},,${SENT},000C$`)).toMatchObject({
      kind: "unknown",
      reason: "position count out of range",
    });
    expect(decode(`+RESP:GTFRI,02010B,${IMEI},,0,0,1,0,,,,,,,,,,,,,${SENT},000D$`)).toMatchObject({
      kind: "unknown",
      reason: "no valid position",
    });
    expect(decode("+RSP:binary")).toMatchObject({ kind: "unknown", reason: "not an @Track ASCII frame" });
    expect(decode("+RESP:GTFRI,02010B,abc$")).toMatchObject({ kind: "unknown", reason: "no device id" });
  });

  it("splits frames on $ and reads the same frames from UDP datagrams", () => {
    const frame = `+RESP:GTFRI,02010B,${IMEI},,0,0,1,${POSITION},2000.0,85,${SENT},11F0$`;
    const splitter = gl200Codec.newSplitter();
    expect(splitter.push(asciiBytes(`${frame}\r\n${frame.slice(0, 20)}`))).toHaveLength(1);
    expect(splitter.push(asciiBytes(frame.slice(20)))).toHaveLength(1);
    expect(decodeGl200Datagram(asciiBytes(frame))).toMatchObject({
      imei: IMEI,
      message: { kind: "positions" },
    });
    expect(decodeGl200Datagram(asciiBytes("hello"))).toBeNull();
  });

  it("writes locate, reboot and the engine relay as AT commands with the default password", () => {
    const now = new Date(0x1234 * 1000);
    expect(gl200CommandText("locate", IMEI, now)).toBe("AT+GTRTO=gl200,1,,,,,,1234$");
    expect(gl200CommandText("reboot", IMEI, now)).toBe("AT+GTRTO=gl200,3,,,,,,1234$");
    expect(gl200CommandText("engineCut", IMEI, now)).toBe("AT+GTOUT=gl200,1,0,0,0,0,0,0,0,0,,,,,1234$");
    expect(gl200CommandText("engineRestore", IMEI, now)).toBe("AT+GTOUT=gl200,0,0,0,0,0,0,0,0,0,,,,,1234$");
  });

  it("encodes a device's position that decodes back", () => {
    const time = new Date("2026-11-28T10:15:00Z");
    const frame = encodeGl200Position(IMEI, {
      time,
      latitude: -6.2,
      longitude: 106.81,
      speedKmh: 33,
      course: 180,
      ignition: true,
    });
    expect(asciiText(frame).endsWith("$")).toBe(true);
    expect(decodeGl200(frame)).toMatchObject({
      kind: "positions",
      imei: IMEI,
      fixes: [
        { fixTime: time, latitude: -6.2, longitude: 106.81, speedKmh: 33, course: 180, ignition: true },
      ],
    });
  });

  it("decodes any position it encodes, to the precision of the frame", () => {
    fc.assert(
      fc.property(
        fc.record({
          time: fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          speedKmh: fc.double({ min: 0, max: 999, noNaN: true }),
          course: fc.double({ min: 0, max: 359.4, noNaN: true }),
          ignition: fc.boolean(),
        }),
        (fix) => {
          const message = decodeGl200(encodeGl200Position(IMEI, fix));
          if (message.kind !== "positions") throw new Error(message.kind);
          const [decoded] = message.fixes;
          expect(decoded?.fixTime.getTime()).toBe(Math.floor(fix.time.getTime() / 1000) * 1000);
          expect(decoded?.latitude).toBeCloseTo(fix.latitude, 5);
          expect(decoded?.longitude).toBeCloseTo(fix.longitude, 5);
          expect(decoded?.speedKmh).toBeCloseTo(fix.speedKmh, 0);
          expect(decoded?.ignition).toBe(fix.ignition);
        },
      ),
      { numRuns: 300 },
    );
  });
});
