import { describe, expect, it } from "vitest";
import {
  avlPacket,
  decodeTeltonika,
  decodeTeltonikaDatagram,
  encodeTeltonikaCommand,
  readTeltonikaCommand,
  TeltonikaFrameSplitter,
  teltonikaCodec,
  teltonikaLogin,
} from "./codec.js";
import { crc16Ibm } from "./crc16Ibm.js";
import { encodeTeltonikaCodec8 } from "./encode.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s+/g, "").match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** 2026-11-28T10:00:00Z in ms, 8 bytes */
const TIME = "000001A22198ED00";
/** GPS element: lon 106.8271530 E, lat -6.1751100 S, alt 12 m, course 90, 9 satellites, 54 km/h */
const GPS = "3FAC87AA FC51C0C4 000C 005A 09 0036";

/** Codec 8: event 239 (ignition), 1-byte: 239=1 240=1 21=4 113=87; 2-byte: 66=12600 67=4100; 4-byte: 16=123456 72=245; 8-byte: 78=iButton */
const CODEC8_RECORD = `${TIME} 01 ${GPS} EF 09 04 EF01 F001 1504 7157 02 423138 431004 02 100001E240 48000000F5 01 4E 00000000DEADBEEF`;
const codec8Data = hex(`08 01 ${CODEC8_RECORD} 01`);

describe("CRC-16/IBM", () => {
  it('matches the check value of the CRC catalogue ("123456789" → 0xBB3D)', () => {
    expect(crc16Ibm(new TextEncoder().encode("123456789"))).toBe(0xbb3d);
  });
});

describe("Teltonika TCP", () => {
  it("answers the IMEI login with 0x01 and refuses with 0x00", () => {
    const message = decodeTeltonika(teltonikaLogin("356307042441013"));
    expect(message).toEqual({ kind: "login", imei: "356307042441013", answer: Uint8Array.of(1) });
    expect(teltonikaCodec.loginRefused).toEqual(Uint8Array.of(0));
  });

  it("reads a codec 8 record with its IO elements mapped, acknowledged with the record count", () => {
    const message = decodeTeltonika(avlPacket(codec8Data));
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    expect(toHex(message.answer as Uint8Array)).toBe("00000001");
    const [fix] = message.fixes;
    expect(fix).toMatchObject({
      fixTime: new Date("2026-11-28T10:00:00Z"),
      longitude: 106.827153,
      latitude: -6.17511,
      altitude: 12,
      course: 90,
      speedKmh: 54,
      gpsFixed: true,
      ignition: true,
      charging: true,
      batteryPercent: 87,
      odometerKm: 123.456,
      temperature: 24.5,
    });
    expect(fix?.attributes).toMatchObject({
      satellites: 9,
      gsmSignal: 3,
      externalVolts: 12.6,
      batteryVolts: 4.1,
      motion: true,
      temperature1: 24.5,
      driverCard: "00000000deadbeef",
      eventId: 239,
    });
  });

  it("reads codec 8 Extended (2-byte ids and counts, variable-length elements)", () => {
    const record = `${TIME} 00 ${GPS} 00FC 0003 0001 00FC01 0001 00590041 0000 0000 0001 0101 0002 ABCD`;
    const message = decodeTeltonika(avlPacket(hex(`8E 01 ${record} 01`)));
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    expect(message.fixes[0]).toMatchObject({ alarm: "powerCut", fuelPercent: 65 });
    expect(message.fixes[0]?.attributes.io257).toBe("abcd");
  });

  it("reads codec 16 (2-byte ids, generation type)", () => {
    const record = `${TIME} 00 ${GPS} 00F7 05 01 01 00F7 02 00 00 00`;
    const message = decodeTeltonika(avlPacket(hex(`10 01 ${record} 01`)));
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    expect(message.fixes[0]).toMatchObject({ alarm: "accident", attributes: { generationType: 5 } });
  });

  it("marks a record without satellites as not fixed", () => {
    const record = `${TIME} 00 00000000 00000000 0000 0000 00 0000 00 00 00 00 00 00`;
    const message = decodeTeltonika(avlPacket(hex(`08 01 ${record} 01`)));
    expect(message.kind === "positions" && message.fixes[0]?.gpsFixed).toBe(false);
  });

  it("counts a wrong CRC, an unknown codec and differing record counts as unknown frames", () => {
    const packet = avlPacket(codec8Data);
    packet[packet.length - 1] = (packet.at(-1) ?? 0) ^ 0xff;
    expect(decodeTeltonika(packet)).toMatchObject({ kind: "unknown", reason: "CRC mismatch" });
    expect(decodeTeltonika(avlPacket(hex("0701 00 01")))).toMatchObject({
      kind: "unknown",
      type: "codec_0x07",
    });
    const twoCounts = codec8Data.slice();
    twoCounts[twoCounts.length - 1] = 2;
    expect(decodeTeltonika(avlPacket(twoCounts))).toMatchObject({
      kind: "unknown",
      reason: "record counts differ",
    });
  });

  it("encodes codec 12 commands and reads their responses", () => {
    expect(toHex(encodeTeltonikaCommand("getinfo"))).toBe(
      "000000000000000f0c010500000007676574696e666f0100004312",
    );
    const response = avlPacket(hex("0C 01 06 00000003 4F4B21 01"));
    expect(decodeTeltonika(response)).toEqual({ kind: "commandReply", text: "OK!" });
    expect(teltonikaCodec.commandText?.("engineCut", "1", new Date())).toBe("setdigout 1");
    // the device side reads the command back; a response or a broken CRC is no command
    expect(readTeltonikaCommand(encodeTeltonikaCommand("getgps"))).toBe("getgps");
    expect(readTeltonikaCommand(response)).toBeNull();
    const broken = encodeTeltonikaCommand("getgps");
    broken[broken.length - 1] = (broken.at(-1) ?? 0) ^ 0xff;
    expect(readTeltonikaCommand(broken)).toBeNull();
  });

  it("splits the login and packets across chunk borders and skips garbage", () => {
    const splitter = new TeltonikaFrameSplitter();
    const stream = Uint8Array.of(...teltonikaLogin("356307042441013"), 0xff, ...avlPacket(codec8Data));
    const frames = [...splitter.push(stream.subarray(0, 10)), ...splitter.push(stream.subarray(10))];
    expect(frames.map((frame) => decodeTeltonika(frame).kind)).toEqual(["login", "positions"]);
    expect(splitter.discardedBytes).toBe(1);
  });
});

describe("Teltonika codec 8 encoder", () => {
  it("writes what the decoder reads back", () => {
    const time = new Date("2026-11-28T10:00:00Z");
    const packet = encodeTeltonikaCodec8([
      {
        time,
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 54,
        course: 90,
        io: { 239: 1, 66: 12600, 16: 123456 },
      },
    ]);
    const message = decodeTeltonika(packet);
    expect(message.kind === "positions" && message.fixes[0]).toMatchObject({
      fixTime: time,
      latitude: -6.17511,
      longitude: 106.827153,
      ignition: true,
      odometerKm: 123.456,
      attributes: { externalVolts: 12.6 },
    });
  });
});

describe("Teltonika UDP", () => {
  it("reads a datagram and acknowledges its packet ids with the count", () => {
    const imei = Buffer.from("356307042441013").toString("hex");
    const body = hex(`CAFE 01 07 000F ${imei} 08 01 ${CODEC8_RECORD} 01`);
    const datagram = Uint8Array.of(body.length >> 8, body.length & 0xff, ...body);
    const decoded = decodeTeltonikaDatagram(datagram);
    expect(decoded?.imei).toBe("356307042441013");
    expect(decoded?.message.kind).toBe("positions");
    if (decoded?.message.kind !== "positions") return;
    expect(toHex(decoded.message.answer as Uint8Array)).toBe("0005cafe010701");
    expect(decodeTeltonikaDatagram(datagram.subarray(1))).toBeNull();
  });
});
