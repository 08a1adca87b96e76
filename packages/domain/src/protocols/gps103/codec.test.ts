import { describe, expect, it } from "vitest";
import { asciiBytes } from "../tracker/trackerCodec.js";
import { decodeGps103, gps103CommandText } from "./codec.js";

const frame = (text: string) => decodeGps103(asciiBytes(text));

describe("GPS103 (Coban/TK103)", () => {
  it("answers the login LOAD and the heartbeat ON", () => {
    expect(frame("##,imei:359586015829802,A;")).toEqual({
      kind: "login",
      imei: "359586015829802",
      answer: asciiBytes("LOAD"),
    });
    expect(frame("359586015829802;")).toMatchObject({
      kind: "status",
      imei: "359586015829802",
      answer: asciiBytes("ON"),
    });
  });

  it("reads a tracker report: UTC time on the local date, knots, altitude", () => {
    const message = frame(
      "imei:359586015829802,tracker,2611281715,,F,101500.000,A,0610.5066,S,10649.6293,E,20.00,45,12.5;",
    );
    expect(message.kind).toBe("positions");
    if (message.kind !== "positions") return;
    const [fix] = message.fixes;
    expect(fix?.fixTime).toEqual(new Date("2026-11-28T10:15:00Z"));
    expect(fix?.latitude).toBeCloseTo(-6.17511, 5);
    expect(fix?.speedKmh).toBeCloseTo(37.04, 5);
    expect(fix).toMatchObject({
      course: 45,
      altitude: 12.5,
      gpsFixed: true,
      attributes: { keyword: "tracker" },
    });
  });

  it("takes the UTC day when the local clock is already past midnight", () => {
    const message = frame(
      "imei:359586015829802,acc on,2611290130,,F,173000.000,A,0610.5066,S,10649.6293,E,0,0;",
    );
    expect(message.kind === "positions" && message.fixes[0]).toMatchObject({
      fixTime: new Date("2026-11-28T17:30:00Z"),
      ignition: true,
    });
  });

  it("names alarms by keyword and counts cell-only and broken reports as unknown", () => {
    const sos = frame(
      "imei:359586015829802,help me,2611281715,,F,101500.000,A,0610.5066,S,10649.6293,E,0,0;",
    );
    expect(sos.kind === "positions" && sos.fixes[0]?.alarm).toBe("sos");
    expect(frame("imei:359586015829802,tracker,2611281715,,L,,,1f3e,,5a21,,,,;")).toMatchObject({
      kind: "unknown",
      type: "lbs",
    });
    expect(
      frame("imei:359586015829802,tracker,2613281715,,F,101500.000,A,0610.5066,S,10649.6293,E,0,0;"),
    ).toMatchObject({ kind: "unknown", reason: "position out of range" });
    expect(frame("hello;")).toMatchObject({ kind: "unknown", reason: "no device id" });
  });

  it("encodes B (locate), J (stop engine), K (resume)", () => {
    const text = (kind: "locate" | "engineCut" | "engineRestore") =>
      gps103CommandText(kind, "359586015829802");
    expect([text("locate"), text("engineCut"), text("engineRestore")]).toEqual([
      "**,imei:359586015829802,B;",
      "**,imei:359586015829802,J;",
      "**,imei:359586015829802,K;",
    ]);
  });
});
