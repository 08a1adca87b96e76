import { describe, expect, it } from "vitest";
import { asciiBytes } from "../tracker/trackerCodec.js";
import { decodeRuptela, encodeRuptelaCommand, RuptelaFrameSplitter, ruptelaCodec } from "./codec.js";
import { crc16Kermit } from "./crc16Kermit.js";
import { encodeRuptelaPosition } from "./encode.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s+/g, "").match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** 356307042441013 as 8 bytes */
const IMEI = "0001440F32B21735";
/** 2026-11-28T10:00:00Z in seconds */
const TIME = "6B0AA620";
/** lon 106.8271530 E, lat -6.1751100 S, 12.0 m, 90.00°, 9 satellites, 54 km/h, HDOP 1.2 */
const GPS = "3FAC87AA FC51C0C4 0078 2328 09 0036 0C";
/** 1-byte: DIN4 (ignition) 1, GSM 28, DIN1 1; 2-byte: 12600 mV supply, 4100 mV battery; 4-byte: odometer 123456 m; 8-byte: iButton */
const IO = "03 0501 1B1C 0201 02 1D3138 1E1004 01 410001E240 01 22 00000000DEADBEEF";

/** Length, IMEI to payload, CRC: a device packet around `body` (IMEI, command, payload). */
function packet(body: string) {
  const bytes = hex(body);
  const crc = crc16Kermit(bytes);
  return Uint8Array.of(bytes.length >> 8, bytes.length & 0xff, ...bytes, crc >> 8, crc & 0xff);
}

describe("CRC-16/KERMIT", () => {
  it('matches the check value of the CRC catalogue ("123456789" → 0x2189)', () => {
    expect(crc16Kermit(asciiBytes("123456789"))).toBe(0x2189);
  });
});

describe("Ruptela FM4", () => {
  it("reads a records packet with its IO elements mapped, acknowledged 0002 64 01 13BC", () => {
    const message = decodeRuptela(packet(`${IMEI} 01 00 01 ${TIME} 00 00 ${GPS} 05 ${IO}`));
    expect(message).toMatchObject({ kind: "positions", imei: "356307042441013" });
    if (message.kind !== "positions") return;
    // the protocol document's positive acknowledgement
    expect(toHex(message.answer as Uint8Array)).toBe("0002640113bc");
    expect(message.fixes[0]).toEqual({
      fixTime: new Date("2026-11-28T10:00:00Z"),
      longitude: 106.827153,
      latitude: -6.17511,
      altitude: 12,
      course: 90,
      speedKmh: 54,
      gpsFixed: true,
      ignition: true,
      charging: true,
      odometerKm: 123.456,
      attributes: {
        priority: 0,
        satellites: 9,
        hdop: 1.2,
        eventId: 5,
        gsmSignal: 4,
        input1: true,
        externalVolts: 12.6,
        charging: true,
        batteryVolts: 4.1,
        driverCard: "00000000deadbeef",
      },
    });
  });

  it("reads extended records (0x44: record extension, 2-byte event and IO ids), several per packet", () => {
    const record = `${TIME} 00 00 00 ${GPS} 0005 01 000500 00 00 01 0197 0000000000000007`;
    const message = decodeRuptela(packet(`${IMEI} 44 00 02 ${record} ${record}`));
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    expect(message.fixes).toHaveLength(2);
    expect(message.fixes[0]).toMatchObject({
      ignition: false,
      attributes: { eventId: 5, io407: "0000000000000007" },
    });
  });

  it("answers a broken records packet 0x64 00; counts a wrong CRC and other commands", () => {
    const truncated = decodeRuptela(packet(`${IMEI} 01 00 02 ${TIME} 00 00 ${GPS} 05 00 00 00 00`));
    expect(truncated).toMatchObject({ kind: "unknown", type: "command_0x01", reason: "truncated" });
    expect(truncated.kind === "unknown" && toHex(truncated.answer as Uint8Array)).toBe("000264000235");
    const good = packet(`${IMEI} 01 00 01 ${TIME} 00 00 ${GPS} 05 ${IO}`);
    good[good.length - 1] = (good.at(-1) ?? 0) ^ 0xff;
    expect(decodeRuptela(good)).toMatchObject({ kind: "unknown", reason: "CRC mismatch" });
    expect(decodeRuptela(packet(`${IMEI} 03 0102`))).toMatchObject({
      type: "command_0x03",
      reason: "command not read",
    });
    expect(decodeRuptela(packet(`${IMEI} 10`))).toMatchObject({ kind: "status" });
  });

  it("sends SMS commands over GPRS (0x6C) and reads their answers (0x07)", () => {
    const text = (kind: "locate" | "engineCut" | "engineRestore" | "reboot") =>
      ruptelaCodec.commandText?.(kind, "356307042441013", new Date());
    expect([text("locate"), text("engineCut"), text("engineRestore"), text("reboot")]).toEqual([
      " coords",
      " setio 1,2",
      " setio 0,2",
      " reset",
    ]);
    const command = encodeRuptelaCommand(" reset");
    expect(toHex(command.subarray(0, 9))).toBe("00076c207265736574");
    expect((command[9] as number) * 256 + (command[10] as number)).toBe(crc16Kermit(command, 2, 9));
    const answer = packet(`${IMEI} 07 ${toHex(asciiBytes("SETIO configuration data ok"))}`);
    expect(decodeRuptela(answer)).toEqual({
      kind: "commandReply",
      imei: "356307042441013",
      text: "SETIO configuration data ok",
    });
  });

  it("splits packets by length across chunk borders, skipping impossible lengths", () => {
    const one = packet(`${IMEI} 01 00 01 ${TIME} 00 00 ${GPS} 05 ${IO}`);
    const stream = Uint8Array.of(0xff, 0xff, ...one, ...packet(`${IMEI} 10`));
    const splitter = new RuptelaFrameSplitter();
    const frames = [...splitter.push(stream.subarray(0, 20)), ...splitter.push(stream.subarray(20))];
    expect(frames.map((frame) => decodeRuptela(frame).kind)).toEqual(["positions", "status"]);
    expect(splitter.discardedBytes).toBe(2);
  });

  it("encodes a device position the decoder reads back", () => {
    const time = new Date("2026-11-28T10:00:00Z");
    const message = decodeRuptela(
      encodeRuptelaPosition("356307042441013", {
        time,
        latitude: -6.17511,
        longitude: 106.827153,
        speedKmh: 42,
        course: 180,
        ignition: true,
      }),
    );
    expect(message.kind === "positions" && message.fixes[0]).toMatchObject({
      fixTime: time,
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 42,
      course: 180,
      ignition: true,
      attributes: { externalVolts: 12.8, batteryVolts: 4.1, gsmSignal: 3, satellites: 10 },
    });
  });
});
