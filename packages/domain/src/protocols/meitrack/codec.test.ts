import { describe, expect, it } from "vitest";
import { asciiBytes, asciiText } from "../tracker/trackerCodec.js";
import { decodeMeitrack, encodeMeitrackCommand, meitrackCodec } from "./codec.js";
import { encodeMeitrackPosition } from "./encode.js";
import { MeitrackFrameSplitter } from "./frame.js";

const IMEI = "353358017784062";
/** SOS (event 1) at 10:00 UTC, 54 km/h, 123.456 km, outputs 01 and inputs 02 (ACC on), AD4 0x276, AD5 0x118 */
const SOS =
  "$$A151,353358017784062,AAA,1,-6.175110,106.827153,261128100000,A,9,28,54,90,1.2,12,123456,3600,510|10|2A3C|0A1B2C3D,0102,0000|0000|0000|0276|0118,,,3,,,*0B\r\n";
/** periodic report (event 35) without a GPS fix, no external power, ACC off */
const PERIODIC_NO_FIX =
  "$$B130,353358017784062,AAA,35,-6.200000,106.800000,261128100500,V,0,10,0,0,99.9,0,123456,3900,,0000,0000|0000|0000|0276|0000,,,3,,,*9E\r\n";

const SOS_BODY = SOS.slice(SOS.indexOf("AAA"), SOS.indexOf("*"));
/** a CCC batch's binary content: the line end and `$$` inside must not split it */
const CCC_PAYLOAD = Uint8Array.of(0x01, 0x00, 0x0d, 0x0a, 0x24, 0x24, 0x2a, 0x00);

const decode = (text: string) => decodeMeitrack(asciiBytes(text));

describe("Meitrack GPRS", () => {
  it("reads an AAA report: event alarm, fix, health, IO and analog inputs", () => {
    const message = decode(SOS);
    expect(message).toMatchObject({ kind: "positions", imei: IMEI });
    if (message.kind !== "positions") return;
    expect(message.answer).toBeUndefined();
    expect(message.fixes[0]).toEqual({
      fixTime: new Date("2026-11-28T10:00:00Z"),
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 54,
      course: 90,
      altitude: 12,
      odometerKm: 123.456,
      gpsFixed: true,
      ignition: true,
      charging: true,
      alarm: "sos",
      attributes: {
        command: "AAA",
        event: 1,
        satellites: 9,
        gsmSignal: 4,
        hdop: 1.2,
        runtimeSeconds: 3600,
        cell: "510|10|2A3C|0A1B2C3D",
        inputs: 2,
        outputs: 1,
        batteryVolts: 3.69,
        externalVolts: 13.13,
        charging: true,
      },
    });
  });

  it("reads a report without fix: not fixed, ignition off, not charging, no alarm", () => {
    const message = decode(PERIODIC_NO_FIX);
    expect(message.kind === "positions" && message.fixes[0]).toMatchObject({
      gpsFixed: false,
      ignition: false,
      charging: false,
      attributes: { event: 35, satellites: 0, gsmSignal: 1, externalVolts: 0 },
    });
    expect(message.kind === "positions" && message.fixes[0]?.alarm).toBeUndefined();
  });

  it("maps the alarm and input events", () => {
    const fixOf = (event: number) => {
      const message = decodeMeitrack(deviceFrame(SOS_BODY.replace("AAA,1,", `AAA,${event},`)));
      return message.kind === "positions" ? message.fixes[0] : undefined;
    };
    expect([17, 18, 19, 23, 36, 129, 130].map((event) => fixOf(event)?.alarm)).toEqual([
      "lowBattery",
      "externalLowBattery",
      "overspeed",
      "powerCut",
      "tow",
      "harshBraking",
      "harshAcceleration",
    ]);
    expect(fixOf(10)?.ignition).toBe(false);
    expect(fixOf(35)).toMatchObject({ ignition: true, attributes: { event: 35 } });
    expect(fixOf(35)?.alarm).toBeUndefined();
  });

  it("reads a position answering A10, and other answers as command replies", () => {
    const located = decode(
      "$$D150,353358017784062,A10,34,-6.175110,106.827153,261128100000,A,9,28,0,0,1.2,12,123456,3600,510|10|2A3C|0A1B2C3D,0000,0000|0000|0000|0276|0118,,,3,,,*AD\r\n",
    );
    expect(located).toMatchObject({ kind: "positions", imei: IMEI });
    expect(decode("$$C28,353358017784062,C01,OK*EF\r\n")).toEqual({
      kind: "commandReply",
      imei: IMEI,
      text: "C01,OK",
    });
    // the protocol document's example answer to A73 (sleep mode)
    expect(decode("$$W28,353358017784062,A73,OK*0A\r\n")).toMatchObject({ text: "A73,OK" });
  });

  it("counts binary batches, photos, bad checksums and lengths as not read", () => {
    expect(decodeMeitrack(deviceFrame("CCC,", CCC_PAYLOAD))).toMatchObject({
      kind: "unknown",
      type: "CCC",
      reason: "binary batch not read",
      imei: IMEI,
    });
    expect(decodeMeitrack(deviceFrame("D00,photo.jpg,1,0,FF"))).toMatchObject({ type: "D00" });
    expect(decode(SOS.replace("*0B", "*0C"))).toMatchObject({ reason: "checksum mismatch" });
    expect(decode(SOS.replace("$$A151", () => "$$A150"))).toMatchObject({ reason: "length differs" });
    expect(decodeMeitrack(deviceFrame(SOS_BODY.replace(",261128100000,", ",261328100000,")))).toMatchObject({
      reason: "position out of range",
    });
  });

  it("writes commands with their length and checksum", () => {
    const text = (bytes: Uint8Array) => asciiText(bytes);
    // the protocol document's A10 example
    expect(text(encodeMeitrackCommand("A10", IMEI))).toBe("@@Q25,353358017784062,A10*6A\r\n");
    const command = (kind: "locate" | "engineCut" | "engineRestore" | "reboot") =>
      meitrackCodec.commandText?.(kind, IMEI, new Date());
    expect(text(encodeMeitrackCommand(command("engineCut") as string, IMEI))).toBe(
      "@@Q33,353358017784062,C01,0,12222*EC\r\n",
    );
    expect([command("locate"), command("engineRestore"), command("reboot")]).toEqual([
      "A10",
      "C01,0,02222",
      "F01",
    ]);
  });

  it("splits by declared length across chunks, binary batches too, and skips garbage", () => {
    const splitter = new MeitrackFrameSplitter();
    const stream = Uint8Array.from([
      ...asciiBytes("xx\r\n"),
      ...asciiBytes(SOS),
      ...deviceFrame("CCC,", CCC_PAYLOAD),
      ...asciiBytes(PERIODIC_NO_FIX),
    ]);
    const frames: Uint8Array[] = [];
    for (let at = 0; at < stream.length; at += 37)
      frames.push(...splitter.push(stream.subarray(at, at + 37)));
    expect(frames.map((frame) => decodeMeitrack(frame).kind)).toEqual(["positions", "unknown", "positions"]);
    expect(splitter.discardedBytes).toBe(4);
  });

  it("encodes a device position the decoder reads back", () => {
    const time = new Date("2026-11-28T10:00:00Z");
    const message = decodeMeitrack(
      encodeMeitrackPosition(IMEI, {
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
      attributes: { batteryVolts: 3.69, externalVolts: 13.13, satellites: 10 },
    });
  });
});

/** A device frame of `text` (and binary bytes after it) with its length and checksum. */
function deviceFrame(text: string, binary = new Uint8Array(0)) {
  const tail = Uint8Array.from([...asciiBytes(`,${IMEI},${text}`), ...binary, 0x2a]);
  const head = asciiBytes(`$$F${tail.length + 4}`);
  const sum = [...head, ...tail].reduce((total, byte) => total + byte, 0) & 0xff;
  const checksum = asciiBytes(sum.toString(16).toUpperCase().padStart(2, "0"));
  return Uint8Array.from([...head, ...tail, ...checksum, 0x0d, 0x0a]);
}
