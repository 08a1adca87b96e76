import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMeasurements, inMeasuredRange, MEASURED_RANGES } from "../tracking/measuredRanges.js";
import type { ReportedPosition } from "../tracking/reportedPosition.js";
import { GT06_NOT_STORED_REASONS, GT06_PROTOCOL } from "./gt06/constants.js";
import { decodeGt06, type Gt06DecodeContext, type Gt06Location, type Gt06Message } from "./gt06/decode.js";
import { encodeGt06Alarm, encodeGt06Location, encodeGt06Packet } from "./gt06/encode.js";
import { Gt06FrameSplitter } from "./gt06/frameSplitter.js";
import { GT06_MODELS, gt06ModelTraits } from "./gt06/models.js";
import { GT06_POSITION_LAYOUTS } from "./gt06/positionLayouts.js";
import { parseOsmAndJson, parseOsmAndRequest } from "./osmand/parseOsmAnd.js";

const RUNS = { numRuns: 400 };
const VENDOR_FRAMES = [0x69, 0x70, 0x8c, 0x95, 0x9b, 0xf1, 0xf2, 0xf3, 0xfd];
const protocols = [
  ...new Set<number>([
    ...Object.values(GT06_PROTOCOL),
    ...GT06_POSITION_LAYOUTS.keys(),
    ...VENDOR_FRAMES,
    ...GT06_NOT_STORED_REASONS.keys(),
  ]),
];
/** any model, logged in with any zone the login can announce */
const decodeContext: fc.Arbitrary<Gt06DecodeContext> = fc.record({
  traits: fc.constantFrom(...GT06_MODELS).map(gt06ModelTraits),
  timezoneOffsetMinutes: fc.option(fc.integer({ min: -12 * 60, max: 14 * 60 }), { nil: undefined }),
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for characters a database refuses
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])/;

const validTime = (time: Date) => Number.isFinite(time.getTime());

/** What every decoded GT06 message must satisfy, however broken its bytes were. */
function expectGt06InRange(message: Gt06Message) {
  if (message.kind === "location") {
    const { fix } = message;
    expect(Math.abs(fix.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(fix.longitude)).toBeLessThanOrEqual(180);
    if (fix.time) expect(validTime(fix.time)).toBe(true);
    expect(fix.speedKmh).toBeGreaterThanOrEqual(0);
    expect(fix.speedKmh).toBeLessThanOrEqual(255);
    if (fix.course !== undefined) expect(fix.course >= 0 && fix.course < 360).toBe(true);
    if (message.odometerMeters !== undefined) expect(Number.isFinite(message.odometerMeters)).toBe(true);
    const { cell } = message;
    if (cell) {
      expect(cell.mcc >= 0 && cell.mcc <= 0x7fff).toBe(true);
      expect(cell.mnc >= 0 && cell.mnc <= 0xffff).toBe(true);
      for (const value of [cell.lac, cell.cellId])
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
    }
  }
  if (message.kind === "addressRequest") {
    expect(Math.abs(message.fix.latitude)).toBeLessThanOrEqual(90);
    expect(UNSTORABLE.test(message.phone)).toBe(false);
  }
  if (message.kind === "driverCard") {
    expect(message.cardId).toMatch(/\S/);
    expect(UNSTORABLE.test(message.cardId)).toBe(false);
  }
  if (message.kind === "extended" || (message.kind === "location" && message.driverCard !== undefined))
    expect(UNSTORABLE.test(JSON.stringify(message))).toBe(false);
  if (message.kind === "info") {
    if (message.externalVolts !== undefined)
      expect(message.externalVolts >= 0 && message.externalVolts <= 655.35).toBe(true);
    // two systems (GPS, BeiDou) of at most 64 in the fix and 64 only seen each
    if (message.satellitesInFix !== undefined)
      expect(message.satellitesInFix >= 0 && message.satellitesInFix <= 128).toBe(true);
    if (message.satellitesInView !== undefined)
      expect(message.satellitesInView >= 0 && message.satellitesInView <= 256).toBe(true);
    expect(UNSTORABLE.test(JSON.stringify(message))).toBe(false);
  }
  const terminal =
    message.kind === "location" ? message.terminal : message.kind === "status" ? message.terminal : undefined;
  if (terminal?.batteryPercent !== undefined)
    expect(inMeasuredRange("batteryPercent", terminal.batteryPercent)).toBe(true);
}

/** Every measured value the pipeline stores after its check, in range; text storable. */
function expectStorable(report: ReportedPosition) {
  const checked = checkMeasurements(report).report;
  if (!checked) return;
  for (const field of Object.keys(MEASURED_RANGES) as (keyof typeof MEASURED_RANGES)[]) {
    const value = checked[field];
    if (value !== undefined) expect(inMeasuredRange(field, value), `${field} = ${value}`).toBe(true);
  }
  expect(UNSTORABLE.test(JSON.stringify(checked.attributes) + (checked.alarm ?? ""))).toBe(false);
}

const decodeAll = (
  chunks: Uint8Array[],
  verifyCrc: boolean,
  context?: Gt06DecodeContext,
  lenient = false,
) => {
  const splitter = new Gt06FrameSplitter({ verifyCrc, lenient });
  const messages = chunks.flatMap((chunk) => splitter.push(chunk)).map((frame) => decodeGt06(frame, context));
  expect(splitter.buffered).toBeLessThanOrEqual(1024);
  return messages;
};

const fixInput = fc.record({
  time: fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2099-12-31T23:59:59Z"),
    noInvalidDate: true,
  }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  speedKmh: fc.integer({ min: 0, max: 255 }),
  course: fc.integer({ min: 0, max: 359 }),
  satellites: fc.integer({ min: 0, max: 15 }),
});

const positionProtocols = (status: boolean) =>
  [...GT06_POSITION_LAYOUTS].filter(([, layout]) => layout.status === status).map(([protocol]) => protocol);

/** A valid position packet of any protocol number, in either start form, with some of its bytes replaced. */
const mutatedPacket = fc
  .tuple(
    fc.oneof(
      fc
        .tuple(fixInput, fc.constantFrom(...positionProtocols(false)), fc.boolean())
        .map(([input, protocol, extended]) => encodeGt06Location({ ...input, protocol }, 1, extended)),
      fc
        .tuple(fixInput, fc.constantFrom(...positionProtocols(true)), fc.boolean())
        .map(([input, protocol, extended]) =>
          encodeGt06Alarm({ ...input, protocol, alarm: "sos" }, 2, extended),
        ),
    ),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
  )
  .map(([packet, mutations]) => {
    const bytes = Uint8Array.from(packet);
    // keep the start marker and the length so that the splitter hands the packet to the decoder
    for (const [at, value] of mutations) bytes[3 + (at % (bytes.length - 3))] = value;
    return bytes;
  });

describe("GT06 decoder against random and mutated bytes", () => {
  it("keeps the fix of every position protocol whatever follows its GPS block (cut short, extra fields, any cell)", () => {
    fc.assert(
      fc.property(
        fixInput,
        fc.constantFrom(...GT06_POSITION_LAYOUTS.keys()),
        fc.uint8Array({ maxLength: 48 }),
        decodeContext,
        (input, protocol, tail, context) => {
          const [frame] = new Gt06FrameSplitter().push(
            encodeGt06Location({ ...input, protocol: GT06_PROTOCOL.gps }, 1),
          );
          const gpsOnly = frame && decodeGt06(frame);
          if (!frame || gpsOnly?.kind !== "location") throw new Error("the GPS block does not decode");
          const packet = encodeGt06Packet(
            protocol,
            Uint8Array.of(...frame.content.subarray(0, 18), ...tail),
            7,
          );
          const [message] = decodeAll([packet], true, { ...context, timezoneOffsetMinutes: undefined });
          expect(message).toMatchObject({ kind: "location", protocol, fix: gpsOnly.fix });
          expectGt06InRange(message as Gt06Message);
        },
      ),
      RUNS,
    );
  });

  it("reads an alarm-style block under any plain position number as under 0x16 (cell, terminal, alarm)", () => {
    const plainCell = [...GT06_POSITION_LAYOUTS]
      .filter(([, layout]) => !layout.status && layout.cell !== "none")
      .map(([protocol]) => protocol);
    fc.assert(
      fc.property(
        fixInput,
        fc.constantFrom(...plainCell),
        fc.constantFrom("sos", "powerCut", "vibration", "overspeed"),
        (input, protocol, alarm) => {
          const [frame] = new Gt06FrameSplitter().push(encodeGt06Alarm({ ...input, alarm }, 3));
          if (!frame) throw new Error("the alarm does not frame");
          const { kind, terminal, cell, alarmCode } = decodeGt06(frame) as Gt06Location;
          const [message] = decodeAll([encodeGt06Packet(protocol, frame.content, 3)], true);
          expect(message).toMatchObject({ kind, protocol, terminal, cell, alarm, alarmCode });
        },
      ),
      RUNS,
    );
  });

  it("never throws and keeps every value in range for random content of every protocol", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...protocols),
        fc.uint8Array({ maxLength: 60 }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.boolean(),
        decodeContext,
        (protocol, content, serial, extended, context) => {
          const packet = encodeGt06Packet(protocol, content, serial, extended);
          const [message] = decodeAll([packet], true, context);
          expect(message).toBeDefined();
          expectGt06InRange(message as Gt06Message);
        },
      ),
      RUNS,
    );
  });

  it("never throws on information frames of every sub-type and driver cards with any content", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom(0x00, 0x04, 0x05, 0x08, 0x09, 0x0a, 0x1b, 0x2f),
              fc.uint8Array({ maxLength: 80 }),
            )
            .map(([subType, content]) => encodeGt06Packet(0x94, Uint8Array.of(subType, ...content), 1, true)),
          fc.uint8Array({ maxLength: 40 }).map((content) => encodeGt06Packet(0x17, content, 2)),
        ),
        decodeContext,
        (packet, context) => {
          for (const message of decodeAll([packet], true, context)) expectGt06InRange(message);
        },
      ),
      RUNS,
    );
  });

  it("never throws on mutated packets, with or without the CRC check", () => {
    fc.assert(
      fc.property(mutatedPacket, fc.boolean(), decodeContext, (packet, verifyCrc, context) => {
        for (const message of decodeAll([packet], verifyCrc, context)) expectGt06InRange(message);
      }),
      RUNS,
    );
  });

  it("never throws on an arbitrary byte stream cut into arbitrary chunks", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }), (chunks) => {
        for (const message of decodeAll(chunks, false)) expectGt06InRange(message);
      }),
      RUNS,
    );
  });

  it("never throws and stays bounded when lenient, on mutated packets and arbitrary streams", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(mutatedPacket, fc.uint8Array({ maxLength: 300 })), { maxLength: 8 }),
        decodeContext,
        (chunks, context) => {
          for (const message of decodeAll(chunks, true, context, true)) expectGt06InRange(message);
        },
      ),
      RUNS,
    );
  });
});

const NOW = new Date("2026-11-23T08:00:00Z");
const numberText = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom("1e308", "-1e308", "1e39", "1e999", "NaN", "Infinity", "-0", "0x10", "", " ", "1e-400"),
);
/** numbers as devices write them, from 5e-324 to 1.8e308: most pass the parser's syntax check */
const finiteText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom("1e308", "1.7976931348623157e+308", "-1e308", "1e39", "3.5e38", "-3.5e38", "1e-45"),
  fc.integer({ min: -1000, max: 100_000 }).map(String),
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), numberText);
/** every parameter the parser reads, each present or not, with any number or text */
const knownParams = fc.record(
  Object.fromEntries(
    ["lat", "lon", "speed", "bearing", "heading", "altitude", "accuracy", "batt"]
      .concat(["charge", "ignition", "valid", "alarm", "odometer", "temp", "fuel"])
      .map((key) => [
        key,
        fc.oneof({ weight: 12, arbitrary: finiteText }, { weight: 1, arbitrary: anyText }),
      ]),
  ),
  { requiredKeys: [] },
);
const timestampText = fc.oneof(
  fc.integer({ min: 0, max: 4_000_000_000_000 }).map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  anyText,
);
/** a valid position most of the time, so that the other values reach the checks behind the coordinates */
const fixText = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }).map(String),
  lon: fc.double({ min: -180, max: 180, noNaN: true }).map(String),
});
const params = fc
  .tuple(
    knownParams,
    fc.record({ timestamp: timestampText, location: anyText }, { requiredKeys: [] }),
    fc.dictionary(fc.string({ maxLength: 80 }), anyText, { maxKeys: 4 }),
  )
  .map(([known, time, other]) => ({ ...other, ...time, ...known }));

function expectOsmAndInRange(result: ReturnType<typeof parseOsmAndRequest>) {
  if (!result.ok) {
    expect(result.error.reason).toMatch(/\S/);
    return;
  }
  const { report } = result;
  if (report.kind === "status") {
    expect(validTime(report.time)).toBe(true);
    return;
  }
  expect(Math.abs(report.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(report.longitude)).toBeLessThanOrEqual(180);
  expect(validTime(report.fixTime)).toBe(true);
  expect(Number.isFinite(report.speedKmh) && report.speedKmh >= 0).toBe(true);
  for (const value of [
    report.course,
    report.altitude,
    report.accuracy,
    report.temperature,
    report.odometerKm,
  ])
    if (value !== undefined) expect(Number.isFinite(value)).toBe(true);
  for (const value of [report.batteryPercent, report.fuelPercent])
    if (value !== undefined) expect(value >= 0 && value <= 100).toBe(true);
  if (report.course !== undefined) expect(report.course >= 0 && report.course < 360).toBe(true);
  expectStorable(report);
}

describe("OsmAnd parser against random requests", () => {
  it("never throws on random query parameters with a real id, and keeps values in range", () => {
    fc.assert(
      fc.property(params, fc.option(params), fixText, fc.boolean(), (random, form, fix, validFix) => {
        const query = validFix ? { ...random, ...fix } : { ...fix, ...random };
        const body = form ? new URLSearchParams(form).toString() : undefined;
        expectOsmAndInRange(
          parseOsmAndRequest(
            { query: { id: "armada-1", ...query }, contentType: "application/x-www-form-urlencoded", body },
            NOW,
          ),
        );
      }),
      RUNS,
    );
  });

  it("never throws on random JSON bodies, shaped like Traccar Client's or not", () => {
    const number = fc.oneof(fc.double(), fc.integer(), numberText);
    const traccarBody = fc.record(
      {
        device_id: fc.oneof(fc.string(), fc.integer()),
        location: fc.record(
          {
            timestamp: fc.oneof(fc.string(), fc.integer(), fc.double()),
            coords: fc.record(
              {
                latitude: number,
                longitude: number,
                speed: number,
                heading: number,
                accuracy: number,
                altitude: number,
              },
              { requiredKeys: [] },
            ),
            odometer: number,
            battery: fc.record({ level: number, is_charging: fc.boolean() }, { requiredKeys: [] }),
            extras: fc.dictionary(fc.string(), fc.oneof(anyText, fc.double(), fc.boolean())),
            alarm: anyText,
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(traccarBody, fc.jsonValue()), fc.boolean(), (body, asText) => {
        expectOsmAndInRange(parseOsmAndJson(asText ? JSON.stringify(body) : body, NOW));
      }),
      RUNS,
    );
  });
});
