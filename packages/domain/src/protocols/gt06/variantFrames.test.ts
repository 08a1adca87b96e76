import { describe, expect, it } from "vitest";
import { decodeGt06, type Gt06Message } from "./decode.js";
import { encodeGt06Packet } from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s/g, "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function decoded(protocol: number, content: string, serial = 1): Gt06Message {
  const frames = new Gt06FrameSplitter().push(encodeGt06Packet(protocol, hex(content), serial));
  if (frames.length !== 1 || !frames[0]) throw new Error("not one valid packet");
  return decodeGt06(frames[0]);
}

// Written by hand from the Concox documents: 2026-11-23 15:30:00, 12 satellites, 6.2° S 106.8° E, 40 km/h,
// GPS fixed, course 90°; Telkomsel 510/10 cell LAC 0x2A3C id 0x0A1B2C.
const GPS = "1a0b170f1e00 cc 00aa49c0 0b755980 28 105a";
const NO_DATE_GPS = "000000000000 00 00aa49c0 0b755980 00 005a";
const GSM_CELL = "01fe 0a 2a3c 0a1b2c";
/** the same cell with the 4-byte cell id of 4G firmwares that keep the 2G protocol numbers */
const WIDE_CELL = "01fe 0a 2a3c 0a1b2c3d";

describe("decodeGt06: location variants real firmwares send", () => {
  it("keeps a 0x22 position cut short inside its cell block, and says so", () => {
    const message = decoded(0x22, `${GPS} 01fe 0a 2a`);
    expect(message).toMatchObject({ kind: "location", shortTail: true, fix: { speedKmh: 40, course: 90 } });
  });

  it("reads a 0x22 position with vendor bytes after ACC, upload mode and re-upload", () => {
    const message = decoded(0x22, `${GPS} ${GSM_CELL} 01 02 00 aabbccddeeff0011`);
    expect(message).toMatchObject({ kind: "location", ignition: true, uploadMode: 2, reupload: false });
    expect(message).not.toHaveProperty("shortTail");
  });

  it("keeps a position whose date is all zeros (no fix yet) without a time, for the receiver's clock", () => {
    const message = decoded(0x12, `${NO_DATE_GPS} ${GSM_CELL}`);
    expect(message).toMatchObject({ kind: "location", fix: { gpsFixed: false } });
    if (message.kind !== "location") throw new Error(message.kind);
    expect(message.fix.time).toBeUndefined();
    expect(message.fix.latitude).toBeCloseTo(-6.2, 6);
  });

  it("reads the 4-byte cell id of 4G firmwares in 0x22 (ACC, mileage after it) and 0x12 frames", () => {
    expect(decoded(0x22, `${GPS} ${WIDE_CELL} 01 00 01`)).toMatchObject({
      kind: "location",
      cell: { mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c3d },
      ignition: true,
      uploadMode: 0,
      reupload: true,
    });
    expect(decoded(0x22, `${GPS} ${WIDE_CELL} 00 01 00 00001388`)).toMatchObject({
      cell: { cellId: 0x0a1b2c3d },
      ignition: false,
      uploadMode: 1,
      odometerMeters: 5000,
    });
    expect(decoded(0x12, `${GPS} ${WIDE_CELL}`)).toMatchObject({ cell: { lac: 0x2a3c, cellId: 0x0a1b2c3d } });
    // a 2-byte MNC (MCC bit 15) with the 4-byte cell id
    expect(decoded(0x22, `${GPS} 81fe 000a 2a3c 0a1b2c3d 01 02 00`)).toMatchObject({
      cell: { mcc: 510, mnc: 10, cellId: 0x0a1b2c3d },
      uploadMode: 2,
    });
  });

  it("reads an alarm frame's cell block by its length: the 4-byte cell id, and a 2G block in a 4G frame", () => {
    expect(decoded(0x26, `${GPS} 0a ${WIDE_CELL} 46 04 03 01 02`)).toMatchObject({
      kind: "location",
      cell: { cellId: 0x0a1b2c3d },
      terminal: { ignition: true, gsmSignal: 3 },
      alarm: "sos",
    });
    const fence = decoded(0xa3, `${GPS} 09 ${GSM_CELL} 02 06 04 00 02`);
    expect(fence).toMatchObject({ cell: { lac: 0x2a3c, cellId: 0x0a1b2c }, terminal: { ignition: true } });
    expect(fence).not.toHaveProperty("cell.lte");
  });

  it("keeps the fix of a 0xA0 4G position with fields after ACC, upload mode and re-upload", () => {
    expect(decoded(0xa0, `${GPS} 01fe 0a 00002a3c 000000000a1b2c3d 01 03 01 00001388 0102`)).toMatchObject({
      kind: "location",
      cell: { lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true },
      ignition: true,
      uploadMode: 3,
      reupload: true,
      fix: { speedKmh: 40 },
    });
  });

  it("reads 0x34, 0x25, 0x61 positions with only the GPS block", () => {
    for (const protocol of [0x34, 0x25, 0x61]) {
      const message = decoded(protocol, GPS);
      expect(message, protocol.toString(16)).toMatchObject({ kind: "location", shortTail: true });
    }
  });

  it("reads 0x34, 0x25, 0x61 positions with their cell block by its size, vendor bytes and mileage", () => {
    expect(decoded(0x34, `${GPS} ${GSM_CELL} aabb`)).toMatchObject({
      kind: "location",
      cell: { mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c },
    });
    expect(decoded(0x61, `${GPS} ${WIDE_CELL} 00002710`)).toMatchObject({
      cell: { cellId: 0x0a1b2c3d },
      odometerMeters: 10_000,
    });
    // the 4G block under a 2G number, on a device whose model is not set to 4G
    expect(decoded(0x25, `${GPS} 01fe 0a 00002a3c 000000000a1b2c3d`)).toMatchObject({
      cell: { lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true },
    });
    for (const protocol of [0x34, 0x25, 0x61])
      expect(decoded(protocol, `${GPS} ${GSM_CELL}`)).not.toHaveProperty("terminal");
  });

  it("reads an alarm-style block (cell length, terminal information, alarm) under a plain position number", () => {
    // terminal 0x46: ACC on, charging, GPS tracking; voltage level 4, GSM 3, alarm 0x01 (SOS), language 02
    const alarm = decoded(0x25, `${GPS} 09 ${GSM_CELL} 46 04 03 01 02`);
    expect(alarm).toMatchObject({
      kind: "location",
      cell: { mcc: 510, lac: 0x2a3c, cellId: 0x0a1b2c },
      terminal: { ignition: true, charging: true, voltageLevel: 4, gsmSignal: 3 },
      ignition: true,
      alarm: "sos",
      alarmCode: 1,
    });
    expect(alarm).not.toHaveProperty("shortTail");
    // the 4G block with its length byte (16), no alarm
    expect(decoded(0x34, `${GPS} 10 01fe 0a 00002a3c 000000000a1b2c3d 02 06 04 00 02`)).toMatchObject({
      cell: { cellId: 0x0a1b2c3d, lte: true },
      terminal: { ignition: true, voltageLevel: 6 },
      ignition: true,
    });
    // a status block cut after the terminal byte keeps what came
    expect(decoded(0x61, `${GPS} 09 ${GSM_CELL} 02`)).toMatchObject({
      terminal: { ignition: true },
      ignition: true,
    });
  });

  it("reads 0xA3 (fence alarm, 4G) whose status block is missing", () => {
    expect(decoded(0xa3, `${GPS} 10 01fe 0a 00002a3c 000000000a1b2c3d`)).toMatchObject({
      kind: "location",
      shortTail: true,
      cell: { mcc: 510, lac: 0x2a3c, lte: true },
    });
  });

  it("reads a 0x17 GPS + LBS + RFID frame as a position with the card", () => {
    const message = decoded(0x17, `${GPS} ${GSM_CELL} ${Buffer.from("0004432211").toString("hex")}`);
    expect(message).toMatchObject({ kind: "location", driverCard: "0004432211", cell: { mcc: 510 } });
  });

  it("still reads a 0x17 frame of a time and a card alone as the card", () => {
    expect(decoded(0x17, `1a0b170f1e00 ${Buffer.from("CARD-77").toString("hex")}`)).toMatchObject({
      kind: "driverCard",
      cardId: "CARD-77",
    });
  });

  it("refuses coordinates beyond the globe", () => {
    expect(decoded(0x12, `1a0b170f1e00 cc ffffffff 0b755980 28 105a ${GSM_CELL}`)).toMatchObject({
      kind: "malformed",
      reason: "coordinates out of range",
    });
  });
});

describe("decodeGt06: vendor status frames as attributes", () => {
  it("0x69 Wi-Fi: the access points with their signal", () => {
    expect(decoded(0x69, "1a0b170f1e00 02 a1b2c3d4e5f6 3c 010203040506 50")).toMatchObject({
      kind: "extended",
      attributes: { wifiCount: 2, wifiAccessPoints: "a1:b2:c3:d4:e5:f6/-60,01:02:03:04:05:06/-80" },
    });
  });

  it("0x70 modules: each module's data by its id; a module cut short keeps what came", () => {
    expect(decoded(0x70, "0011 0002 abcd 0033 0004 01")).toMatchObject({
      kind: "extended",
      attributes: { moduleCount: 2, module0011: "abcd", module0033: "01" },
    });
  });

  it("0x9B serial data: text when printable, else hex; 0x8C OBD, 0x95 alarm data and 0xF1-0xFD as hex", () => {
    expect(decoded(0x9b, Buffer.from("FUEL=42.5").toString("hex"))).toMatchObject({
      attributes: { serialText: "FUEL=42.5" },
    });
    expect(decoded(0x9b, "00ff10")).toMatchObject({ attributes: { serialData: "00ff10" } });
    // the document's form: a length byte, then the data
    expect(decoded(0x9b, `05 ${Buffer.from("T=-18").toString("hex")}`)).toMatchObject({
      attributes: { serialText: "T=-18" },
    });
    expect(decoded(0x8c, "0102")).toMatchObject({ attributes: { obdData: "0102" } });
    expect(decoded(0x95, "1a0b")).toMatchObject({ attributes: { alarmData: "1a0b" } });
    for (const protocol of [0xf1, 0xf2, 0xfd])
      expect(decoded(protocol, "beef")).toMatchObject({
        kind: "extended",
        protocol,
        attributes: { vendorData: "beef" },
      });
    expect(decoded(0xfe, "beef")).toMatchObject({ kind: "unknown" });
  });

  it("0x94 sub-types 0x01-0x03 (custom), 0x08 (self-check); an undocumented one stays unknown", () => {
    expect(decoded(0x94, "08 0102ff")).toMatchObject({ kind: "info", selfCheck: "0102ff" });
    for (const subType of ["01", "02", "03"])
      expect(decoded(0x94, `${subType} beef`)).toMatchObject({ kind: "info", customData: "beef" });
    expect(decoded(0x94, "2f 01")).toMatchObject({ kind: "unknown", subType: 0x2f });
  });

  it("0x94 sub-type 0x09: GPS state, satellites in the fix with their signals, the ones only seen, then BeiDou", () => {
    // GPS 3D, 3 in fix (signals 28, 35, 41), 2 seen (12, 9); BeiDou 2D, 1 in fix (30), none seen; no extension
    expect(decoded(0x94, "09 03 03 1c2329 02 0c09 02 01 1e 00 00")).toMatchObject({
      kind: "info",
      gnssModule: "3d",
      satellitesInFix: 4,
      satellitesInView: 6,
      strongestSignal: 41,
    });
    // GPS searching, nothing in the fix, 1 seen; a 2-byte extension instead of BeiDou
    expect(decoded(0x94, "09 01 00 01 0a 02 aabb")).toMatchObject({
      gnssModule: "searching",
      satellitesInFix: 0,
      satellitesInView: 1,
      strongestSignal: undefined,
    });
    // 11 satellites in the fix announced, 2 signals sent: cut short
    expect(decoded(0x94, "09 03 0b 2a2b")).toMatchObject({ kind: "malformed", subType: 9 });
    // an unknown state byte is left out, the counts kept
    const unknownState = decoded(0x94, "09 07 01 20 00");
    expect(unknownState).toMatchObject({ kind: "info", satellitesInFix: 1 });
    expect(unknownState.kind === "info" && unknownState.gnssModule).toBeUndefined();
  });

  it("0x94 sub-type 0x04: the defence state (STA1 bit 7) and the fuel / power cut (DYD bits 1 and 0)", () => {
    const sync = (text: string) => decoded(0x94, `04 ${Buffer.from(text).toString("hex")}`);
    expect(sync("ALM1=FF;STA1=C0;DYD=02;")).toMatchObject({ armed: true, cutOff: true });
    expect(sync("STA1=40;DYD=01;")).toMatchObject({ armed: false, cutOff: false });
    // "CO" (the letter O, as in a vendor's sample) and a DYD without either bit say nothing
    const unsaid = sync("STA1=CO;DYD=08;");
    expect(unsaid).not.toHaveProperty("armed");
    expect(unsaid).not.toHaveProperty("cutOff");
  });

  it("a 0x94 frame too short for its sub-type is malformed with its sub-type, for its own counter", () => {
    expect(decoded(0x94, "00 01")).toMatchObject({
      kind: "malformed",
      subType: 0,
      reason: "packet too short",
    });
    expect(decoded(0x94, "0a 0123")).toMatchObject({ kind: "malformed", subType: 0x0a });
    expect(decoded(0x13, "")).toMatchObject({ kind: "malformed", subType: undefined });
  });

  it("cell-tower-only frames (0x28, 0xA1) are no positions", () => {
    expect(decoded(0x28, `1a0b170f1e00 ${GSM_CELL} 40`)).toMatchObject({ kind: "unknown", protocol: 0x28 });
    expect(decoded(0xa1, `1a0b170f1e00 01fe 0a 00002a3c 000000000a1b2c3d 40`)).toMatchObject({
      kind: "unknown",
    });
  });
});
