import { describe, expect, it } from "vitest";
import { decodeGt06, type Gt06Location, type Gt06Message } from "./decode.js";
import { type Gt06Frame, Gt06FrameSplitter } from "./frameSplitter.js";

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function frameOf(packet: string): Gt06Frame {
  const frames = new Gt06FrameSplitter().push(hex(packet));
  if (frames.length !== 1 || !frames[0]) throw new Error(`not one valid packet: ${packet}`);
  return frames[0];
}
const decode = (packet: string): Gt06Message => decodeGt06(frameOf(packet));
function location(packet: string): Gt06Location {
  const message = decode(packet);
  if (message.kind !== "location") throw new Error(`expected a location, got ${message.kind}`);
  return message;
}

// Real packets: the first from a GT06 device (issue example), the others from Traccar's Gt06ProtocolDecoderTest.
describe("decodeGt06: login 0x01", () => {
  it("reads the IMEI of a real device and its serial", () => {
    expect(decode("78780D01086471700328358100093F040D0A")).toEqual({
      kind: "login",
      protocol: 0x01,
      serial: 9,
      imei: "864717003283581",
    });
  });

  it("reads the type code and timezone of the longer login", () => {
    expect(decode("787811010864717003664467100f190a0002c6d20d0a")).toMatchObject({
      kind: "login",
      imei: "864717003664467",
      typeCode: 0x100f,
      serial: 2,
      // 0x190a: 0x190 = 400 → 4 h 00, bit 3 set → west of UTC
      timezoneOffsetMinutes: -240,
    });
  });

  it("refuses an IMEI that is not BCD", () => {
    const frame: Gt06Frame = { extended: false, protocol: 1, serial: 1, content: hex("0a64717003283581") };
    expect(decodeGt06(frame)).toMatchObject({ kind: "malformed", reason: "IMEI is not BCD" });
  });
});

describe("decodeGt06: location 0x12", () => {
  it("reads time, coordinates, speed, course, fix and cell", () => {
    const message = location("78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a");
    expect(message.serial).toBe(3);
    expect(message.fix.time?.toISOString()).toBe("2015-10-20T14:21:11.000Z");
    expect(message.fix.latitude).toBeCloseTo(54.94535, 5);
    expect(message.fix.longitude).toBeCloseTo(24.01762, 5);
    expect(message.fix).toMatchObject({ satellites: 5, gpsFixed: true, speedKmh: 0, course: 0 });
    expect(message.cell).toEqual({ mcc: 246, mnc: 1, lac: 110, cellId: 0x55da });
    // course-status 0x5400: bit 14 says ACC is reported, bit 15 clear = off
    expect(message.ignition).toBe(false);
  });

  it("reads a moving vehicle with ACC on and the mileage some models append", () => {
    const message = location(
      "787823120f081b121d37cb01c8e2cc08afd3c020d50201940701d600a1190041ee100576d1470d0a",
    );
    expect(message.fix).toMatchObject({ speedKmh: 32, course: 258, gpsFixed: true, ignition: true });
    expect(message.odometerMeters).toBe(0x0041ee10);
  });
});

describe("decodeGt06: location with ACC 0x22", () => {
  it("reads the ACC byte, upload mode and re-upload flag", () => {
    const message = location(
      "787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A",
    );
    expect(message).toMatchObject({
      protocol: 0x22,
      serial: 8,
      ignition: false,
      uploadMode: 0,
      reupload: true,
    });
    expect(message.fix.time?.toISOString()).toBe("2015-12-29T02:51:05.000Z");
    expect(message.fix.latitude).toBeCloseTo(23.111693, 5);
    expect(message.fix.longitude).toBeCloseTo(114.409298, 5);
    expect(message.cell).toEqual({ mcc: 460, mnc: 0, lac: 0x287d, cellId: 0x001f71 });
  });

  it("reads ACC on and a position without a GPS fix", () => {
    const message = location(
      "787822221106160a1016c60278019407c7783800040001940504700046fc01030100065f570d0a",
    );
    expect(message.ignition).toBe(true);
    expect(message.fix.gpsFixed).toBe(false);
    expect(message.uploadMode).toBe(3);
  });
});

describe("decodeGt06: hemispheres", () => {
  it("north-east: bit 10 set, bit 11 clear (China)", () => {
    const { fix } = location("787821120C010C0F151FCF027AC8840C4657EC00140001CC00287D001F720001000F53A00D0A");
    expect(fix.latitude).toBeGreaterThan(0);
    expect(fix.longitude).toBeGreaterThan(0);
  });

  it("south-west: bit 10 clear, bit 11 set (Buenos Aires, GPS-only 0x10)", () => {
    const message = location("787819100e010903230ec803ae32a60653cded00180000020072feb70d0a");
    expect(message.protocol).toBe(0x10);
    expect(message.fix.latitude).toBeCloseTo(-34.304377, 5);
    expect(message.fix.longitude).toBeCloseTo(-58.975278, 5);
  });

  it("south-west with ACC bits 14/15 set (Brazil, 0x22)", () => {
    const message = location(
      "787822220e0914160f07c9021a362805090a7800d8b802d402c30e00a98a0105010213f4bb0d0a",
    );
    expect(message.fix.latitude).toBeCloseTo(-19.595684, 5);
    expect(message.fix.longitude).toBeCloseTo(-46.932547, 5);
    expect(message.fix.course).toBe(184);
    expect(message.fix.ignition).toBe(true);
    expect(message.ignition).toBe(true);
  });

  it("south-east (Jakarta) and north-west come from the same bits", () => {
    const base = frameOf("787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A");
    const withFlags = (flags: number): Gt06Location => {
      const content = base.content.slice();
      content[16] = flags >> 8;
      content[17] = flags & 0xff;
      const message = decodeGt06({ ...base, content });
      if (message.kind !== "location") throw new Error("expected a location");
      return message;
    };
    const southEast = withFlags(0x1000 | 90);
    expect(southEast.fix.latitude).toBeLessThan(0);
    expect(southEast.fix.longitude).toBeGreaterThan(0);
    expect(southEast.fix.course).toBe(90);
    const northWest = withFlags(0x1000 | 0x0400 | 0x0800 | 359);
    expect(northWest.fix.latitude).toBeGreaterThan(0);
    expect(northWest.fix.longitude).toBeLessThan(0);
    expect(northWest.fix.course).toBe(359);
    expect(withFlags(0x2000).fix).toMatchObject({ differential: true, gpsFixed: false });
  });
});

describe("decodeGt06: status 0x13", () => {
  it("reads terminal information, voltage level and GSM signal", () => {
    const message = decode("78780a13c40604000201298f5b0d0a");
    expect(message).toMatchObject({
      kind: "status",
      serial: 0x0129,
      language: 2,
      terminal: {
        raw: 0xc4,
        armed: false,
        ignition: false,
        charging: true,
        gpsTracking: true,
        cutOff: true,
        voltageLevel: 6,
        batteryPercent: 100,
        gsmSignal: 4,
      },
    });
    expect(message.kind === "status" && message.alarm).toBe(undefined);
  });

  it.each([
    [0b00_100_010, "sos", true],
    [0b00_011_000, "lowBattery", false],
    [0b00_010_000, "powerCut", false],
    [0b00_001_010, "vibration", true],
  ] as const)("terminal byte %s carries the %s alarm and ACC %s", (raw, alarm, ignition) => {
    const frame: Gt06Frame = {
      extended: false,
      protocol: 0x13,
      serial: 1,
      content: Uint8Array.of(raw, 3, 2, 0, 2),
    };
    const message = decodeGt06(frame);
    expect(message).toMatchObject({
      kind: "status",
      alarm,
      terminal: { alarm, ignition, batteryPercent: 50 },
    });
  });
});

describe("decodeGt06: alarm 0x16 / 0x26", () => {
  it("reads a power cut in the southern and western hemispheres", () => {
    const message = location(
      "7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a",
    );
    expect(message).toMatchObject({
      protocol: 0x16,
      serial: 0x67,
      alarm: "powerCut",
      alarmCode: 2,
      ignition: false,
    });
    expect(message.fix).toMatchObject({ speedKmh: 7, course: 8, differential: true, gpsFixed: true });
    expect(message.fix.latitude).toBeCloseTo(-19.991585, 5);
    expect(message.fix.longitude).toBeCloseTo(-43.904117, 5);
    expect(message.cell).toEqual({ mcc: 724, mnc: 2, lac: 0x2bdf, cellId: 0x009cba });
  });

  it("reads an overspeed alarm with ACC on", () => {
    const message = location(
      "78782516110819110208d402f264dc08289a4058d4c70901944600d300c0954606040600014057e90d0a",
    );
    expect(message).toMatchObject({ alarm: "overspeed", ignition: true });
    expect(message.terminal).toMatchObject({ charging: true, voltageLevel: 6, gsmSignal: 4 });
    expect(message.fix.speedKmh).toBe(88);
  });

  it("reads a vibration alarm in 0x26", () => {
    const message = location(
      "7878252612030C063816C3026C10540C38C9700144030901CC002866000EEE0C06040302000DA2DB0D0A",
    );
    expect(message).toMatchObject({ protocol: 0x26, alarm: "vibration", serial: 13 });
    expect(message.terminal?.charging).toBe(true);
  });

  it("has no alarm when both the terminal bits and the alarm byte are zero", () => {
    const message = location(
      "787825160B051B093523CF027AC8360C4657B30014000901CC00266A001E1740050400020008D7B10D0A",
    );
    expect(message.alarm).toBeUndefined();
    expect(message.terminal).toMatchObject({ voltageLevel: 5, batteryPercent: 83 });
  });
});

describe("decodeGt06: unknown and broken packets", () => {
  it("returns unknown for a protocol it does not read", () => {
    expect(
      decodeGt06({ extended: false, protocol: 0x9f, serial: 7, content: new Uint8Array(0) }),
    ).toMatchObject({
      kind: "unknown",
      protocol: 0x9f,
      serial: 7,
    });
  });

  it("returns malformed for a location that is too short", () => {
    expect(
      decodeGt06({ extended: false, protocol: 0x12, serial: 1, content: hex("0f0a140e150b") }),
    ).toMatchObject({
      kind: "malformed",
      reason: "packet too short",
    });
  });

  it("keeps a position with an impossible date (month 13, 31 February) without a time, for the receiver's clock", () => {
    for (const date of ["0f0d140e150b", "1a021f0a0000", "1a0b17180000"]) {
      const content = hex(`${date}c505e51e780293a9e800540000f601006e0055da`);
      const message = decodeGt06({ extended: false, protocol: 0x12, serial: 1, content });
      expect(message, date).toMatchObject({ kind: "location", fix: { time: undefined, speedKmh: 0 } });
    }
  });

  it("returns malformed for a driver card with an impossible date", () => {
    const content = hex(`0f0d140e150b ${Buffer.from("CARD-1").toString("hex")}`);
    expect(decodeGt06({ extended: false, protocol: 0x17, serial: 1, content })).toMatchObject({
      kind: "malformed",
      reason: "invalid date-time",
    });
  });
});
