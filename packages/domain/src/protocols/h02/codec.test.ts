import { describe, expect, it } from "vitest";
import { asciiBytes, asciiText } from "../tracker/trackerCodec.js";
import { decodeH02, h02Codec, h02CommandText } from "./codec.js";

const frame = (text: string) => decodeH02(asciiBytes(text));

describe("H02", () => {
  it("reads a V1 position: NMEA degrees, knots, negative-logic status", () => {
    const message = frame(
      "*HQ,865205030330012,V1,101500,A,0610.5066,S,10649.6293,E,10.00,270,281126,FFFFFBFF#",
    );
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    const [fix] = message.fixes;
    expect(message.imei).toBe("865205030330012");
    expect(fix?.fixTime).toEqual(new Date("2026-11-28T10:15:00Z"));
    expect(fix?.latitude).toBeCloseTo(-6.17511, 5);
    expect(fix?.longitude).toBeCloseTo(106.827155, 5);
    expect(fix?.speedKmh).toBeCloseTo(18.52, 5);
    expect(fix).toMatchObject({
      course: 270,
      gpsFixed: true,
      ignition: true,
      attributes: { status: "FFFFFBFF" },
    });
    expect(fix?.alarm).toBeUndefined();
  });

  it("names the SOS and power cut alarms of the status word", () => {
    const sos = frame("*HQ,865205030330012,V1,101500,V,0610.5066,S,10649.6293,E,0,0,281126,FFFFFFFD#");
    expect(sos.kind === "positions" && sos.fixes[0]).toMatchObject({
      alarm: "sos",
      ignition: false,
      gpsFixed: false,
    });
    const cut = frame("*HQ,865205030330012,V1,101500,A,0610.5066,S,10649.6293,E,0,0,281126,FFF7FFFF#");
    expect(cut.kind === "positions" && cut.fixes[0]?.alarm).toBe("powerCut");
  });

  it("reads the health of a LINK report: GSM bars from the 0–31 rssi, satellites, battery %", () => {
    expect(frame("*HQ,865205030330012,LINK,101500,20,8,67,0,0,281126,FFFFFBFF#")).toEqual({
      kind: "status",
      imei: "865205030330012",
      status: {
        ignition: true,
        batteryPercent: 67,
        attributes: { status: "FFFFFBFF", gsmSignal: 3, satellites: 8 },
      },
    });
    // out of range or missing values are left out, never shown
    for (const link of ["99,,250", ",,", "1000,65,101"]) {
      const unknown = frame(`*HQ,865205030330012,LINK,101500,${link},0,0,281126,FFFFFBFF#`);
      expect(unknown.kind === "status" && unknown.status).toEqual({
        ignition: true,
        attributes: { status: "FFFFFBFF" },
      });
    }
  });

  it("reads heartbeats and command answers; counts other types and broken positions as unknown", () => {
    expect(frame("*HQ,865205030330012,XT,1,FFFFFBFF#")).toMatchObject({
      kind: "status",
      imei: "865205030330012",
    });
    expect(frame("*HQ,865205030330012,V4,S20,OK,101500#")).toEqual({
      kind: "commandReply",
      imei: "865205030330012",
      text: "S20,OK,101500",
    });
    expect(frame("*HQ,865205030330012,NBR,1#")).toMatchObject({ kind: "unknown", type: "NBR" });
    expect(
      frame("*HQ,865205030330012,V1,101500,A,9910.5066,S,10649.6293,E,0,0,281126,FFFFFFFF#"),
    ).toMatchObject({
      kind: "unknown",
      reason: "position out of range",
    });
    expect(frame("$garbage#")).toMatchObject({ kind: "unknown", type: "binary" });
  });

  it("encodes S20 engine cut and restore, R1 locate; has no reboot", () => {
    const now = new Date("2026-11-28T10:15:00Z");
    const text = (kind: "engineCut" | "engineRestore" | "locate") =>
      h02CommandText(kind, "865205030330012", now);
    expect(text("engineCut")).toBe("*HQ,865205030330012,S20,101500,1,1#");
    expect(text("engineRestore")).toBe("*HQ,865205030330012,S20,101500,1,0#");
    expect(text("locate")).toBe("*HQ,865205030330012,R1,101500#");
    expect(h02CommandText("reboot", "1", now)).toBeNull();
    expect(asciiText(h02Codec.encodeCommand?.("*HQ,1,R1,101500#", "1") as Uint8Array)).toBe(
      "*HQ,1,R1,101500#",
    );
  });

  it("splits frames on # across chunks, skipping line breaks", () => {
    const splitter = h02Codec.newSplitter();
    const first = splitter.push(asciiBytes("*HQ,1234567,XT,1,FFFFFFFF#\r\n*HQ,12"));
    const second = splitter.push(asciiBytes("34567,XT,1,FFFFFFFF#"));
    expect([...first, ...second].map(asciiText)).toEqual([
      "*HQ,1234567,XT,1,FFFFFFFF#",
      "*HQ,1234567,XT,1,FFFFFFFF#",
    ]);
    expect(splitter.discardedBytes).toBe(2);
  });
});
