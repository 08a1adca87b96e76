import { describe, expect, it } from "vitest";
import { GT06_PROTOCOL } from "./constants.js";
import { decodeGt06, type Gt06Message } from "./decode.js";
import {
  encodeGt06AddressRequest,
  encodeGt06DriverCard,
  encodeGt06Info,
  encodeGt06Packet,
  gt06AddressResponse,
  gt06TimeResponse,
} from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";
import { gt06ModelTraits } from "./models.js";

// Frames built from the Concox GT06N / VL03 protocol documents, field by field.
const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s/g, "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const ascii = (text: string) => new TextEncoder().encode(text);

function decodePacket(packet: Uint8Array, model: string | null = null): Gt06Message {
  const [frame, ...rest] = new Gt06FrameSplitter().push(packet);
  if (!frame || rest.length > 0) throw new Error("not one valid packet");
  return decodeGt06(frame, { traits: gt06ModelTraits(model) });
}

describe("heartbeat 0x13 / 0x23", () => {
  it("keeps the SOS of the terminal bits and the alarm byte, battery level, GSM signal, charging and ACC", () => {
    // terminal 0x66: ACC on, charging, bits 3-5 = 100 (SOS), GPS tracking; level 4; GSM 3; alarm 01; English
    const message = decodePacket(encodeGt06Packet(0x13, hex("66 04 03 01 02"), 5));
    expect(message).toMatchObject({
      kind: "status",
      protocol: 0x13,
      serial: 5,
      alarm: "sos",
      alarmCode: 1,
      ignition: true,
      language: 2,
      terminal: { charging: true, voltageLevel: 4, batteryPercent: 66, gsmSignal: 3, gpsTracking: true },
    });
  });

  it("reads a 0x23 heartbeat with the same content, and the one that sends volts", () => {
    expect(decodePacket(encodeGt06Packet(0x23, hex("02 06 04 00 02"), 1))).toMatchObject({
      kind: "status",
      ignition: true,
      terminal: { voltageLevel: 6, batteryPercent: 100, gsmSignal: 4 },
    });
    // terminal 0x00, 0x0190 = 4.00 V, GSM 2, alarm 0x02 (power cut), English
    const volts = decodePacket(encodeGt06Packet(0x23, hex("00 0190 02 02 02"), 2));
    expect(volts).toMatchObject({
      kind: "status",
      alarm: "powerCut",
      terminal: { batteryVolts: 4, gsmSignal: 2 },
    });
    expect(volts.kind === "status" && volts.terminal.batteryPercent).toBeUndefined();
  });

  it("takes ACC on / off alarms as ignition", () => {
    expect(decodePacket(encodeGt06Packet(0x13, hex("40 06 04 fe 02"), 3))).toMatchObject({
      alarm: "accOn",
      ignition: true,
    });
    expect(decodePacket(encodeGt06Packet(0x13, hex("42 06 04 ff 02"), 4))).toMatchObject({
      alarm: "accOff",
      ignition: false,
    });
  });

  it("drops a battery byte that is neither a level nor a percentage", () => {
    const message = decodePacket(encodeGt06Packet(0x13, hex("40 c8 04 00 02"), 6));
    expect(message.kind === "status" && message.terminal.batteryPercent).toBeUndefined();
  });
});

describe("information 0x94", () => {
  it("0x00: external power voltage in 0.01 V", () => {
    expect(decodePacket(encodeGt06Info(0x00, hex("049f"), 1))).toMatchObject({
      kind: "info",
      infoType: 0,
      externalVolts: 11.83,
    });
  });

  it("0x05: door, trigger and I/O levels", () => {
    expect(decodePacket(encodeGt06Info(0x05, hex("05"), 2))).toMatchObject({
      door: true,
      triggerHigh: false,
      ioHigh: true,
    });
  });

  it("0x0A: IMEI, IMSI and ICCID (BCD, filler left out)", () => {
    const content = hex("0864717000000001 0510100123456789 89621012345678901f2f");
    expect(decodePacket(encodeGt06Info(0x0a, content, 3))).toMatchObject({
      imei: "864717000000001",
      imsi: "510100123456789",
      iccid: "896210123456789012",
    });
  });

  it("0x04: the status text as key / value", () => {
    const message = decodePacket(encodeGt06Info(0x04, ascii("ALM1=FF;STA1=C0;DYD=01;"), 4));
    expect(message).toMatchObject({ statusSync: { ALM1: "FF", STA1: "C0", DYD: "01" } });
  });

  it("0x1B: an RFID card", () => {
    expect(decodePacket(encodeGt06Info(0x1b, hex("0000002345678912"), 5))).toMatchObject({
      driverCard: "2345678912",
    });
  });

  it("an unread sub-type is unknown with its sub-type, not dropped silently", () => {
    expect(decodePacket(encodeGt06Info(0x2f, hex("0304"), 6))).toMatchObject({
      kind: "unknown",
      protocol: 0x94,
      subType: 0x2f,
    });
  });

  it("a voltage frame cut short is malformed", () => {
    expect(decodePacket(encodeGt06Info(0x00, hex("04"), 7))).toMatchObject({ kind: "malformed" });
  });
});

describe("driver card 0x17", () => {
  const time = new Date("2026-11-20T07:30:15Z");

  it("reads an ASCII RFID card with its time", () => {
    expect(decodePacket(encodeGt06DriverCard(time, ascii("00A1B2C3D4"), 9))).toEqual({
      kind: "driverCard",
      protocol: 0x17,
      serial: 9,
      time,
      cardId: "00A1B2C3D4",
    });
  });

  it("reads an iButton serial (family, 6 bytes, CRC) as hex", () => {
    expect(decodePacket(encodeGt06DriverCard(time, hex("01 a2b3c4d5e6f7 3c"), 10))).toMatchObject({
      cardId: "01A2B3C4D5E6F73C",
    });
  });

  it("a swipe without a card is malformed", () => {
    expect(decodePacket(encodeGt06DriverCard(time, hex("ffff"), 11))).toMatchObject({ kind: "malformed" });
  });
});

describe("requests that need an answer", () => {
  it("reads the time request 0x8A and builds the UTC answer", () => {
    expect(decodePacket(encodeGt06Packet(0x8a, new Uint8Array(0), 6))).toEqual({
      kind: "timeRequest",
      protocol: 0x8a,
      serial: 6,
    });
    const answer = gt06TimeResponse(new Date("2026-11-24T02:03:04Z"), 6);
    // 78 78 0B 8A | 1A 0B 18 02 03 04 | 00 06 | CRC | 0D 0A
    expect(Buffer.from(answer.subarray(0, 12)).toString("hex")).toBe("78780b8a1a0b180203040006");
    expect(new Gt06FrameSplitter().push(answer)).toHaveLength(1);
  });

  it("reads the address request 0x2A with its fix and phone number", () => {
    const fix = {
      time: new Date("2026-11-24T01:00:00Z"),
      latitude: -6.2,
      longitude: 106.8,
      speedKmh: 0,
      course: 0,
    };
    const message = decodePacket(encodeGt06AddressRequest(fix, "+6281234567890", 12));
    expect(message).toMatchObject({
      kind: "addressRequest",
      serial: 12,
      phone: "+6281234567890",
      language: 2,
    });
    expect(message.kind === "addressRequest" && message.fix.latitude).toBeCloseTo(-6.2, 5);
  });

  it("answers an address in the English 0x97 form the device can show", () => {
    const answer = gt06AddressResponse("Jl. Sudirman, Jakarta Pusat – Kecamatan Tanah Abang", "+62812", 12);
    const [frame] = new Gt06FrameSplitter().push(answer);
    expect(frame).toMatchObject({ extended: true, protocol: GT06_PROTOCOL.addressReply, serial: 12 });
    const body = Buffer.from(frame?.content ?? []);
    expect(body.readUInt16BE(0)).toBe(body.length - 2);
    const text = body.subarray(6).toString("latin1");
    expect(text.startsWith("ADDRESS&&Jl. Sudirman, Jakarta Pusat ? Kecamatan Tanah Abang&&+62812")).toBe(
      true,
    );
    expect(text.endsWith("##")).toBe(true);
  });
});
