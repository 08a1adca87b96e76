import { describe, expect, it } from "vitest";
import { decodeGt06, type Gt06DecodeContext, type Gt06Location } from "./decode.js";
import { encodeGt06Alarm, encodeGt06Location, encodeGt06Packet } from "./encode.js";
import { Gt06FrameSplitter } from "./frameSplitter.js";
import { gt06ModelTraits } from "./models.js";
import { GT06_POSITION_LAYOUTS } from "./positionLayouts.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s/g, "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** Frames the packet with the splitter, so the start marker, length and CRC are checked too. */
function location(packet: Uint8Array, context?: Gt06DecodeContext): Gt06Location {
  const frames = new Gt06FrameSplitter().push(packet);
  if (frames.length !== 1 || !frames[0]) throw new Error("not one valid packet");
  const message = decodeGt06(frames[0], context);
  if (message.kind !== "location") throw new Error(`expected a location, got ${message.kind}`);
  return message;
}

// Built by hand from the Concox documents: 2026-11-23 15:30:00, 12 satellites, 6.2° S 106.8° E (Jakarta),
// 40 km/h, course-status 0x105A = GPS fixed, south (bit 10 clear), east (bit 11 clear), course 90°.
const GPS = "1a0b170f1e00 cc 00aa49c0 0b755980 28 105a";
// Telkomsel 510/10, 4G block: LAC 0x00002A3C (4 bytes), cell id 0x0A1B2C3D (8 bytes)
const LTE_CELL = "01fe 0a 00002a3c 000000000a1b2c3d";
const GSM_CELL = "01fe 0a 2a3c 0a1b2c";
const ACC_ON = "01 00 00";

function expectJakarta(message: Gt06Location) {
  expect(message.fix.time?.toISOString()).toBe("2026-11-23T15:30:00.000Z");
  expect(message.fix.latitude).toBeCloseTo(-6.2, 6);
  expect(message.fix.longitude).toBeCloseTo(106.8, 6);
  expect(message.fix).toMatchObject({ satellites: 12, speedKmh: 40, course: 90, gpsFixed: true });
}

describe("decodeGt06: 4G positions 0xA0", () => {
  it("reads the GPS block, the 4G cell block and the ACC bytes", () => {
    const message = location(encodeGt06Packet(0xa0, hex(GPS + LTE_CELL + ACC_ON), 0x21));
    expectJakarta(message);
    expect(message.serial).toBe(0x21);
    expect(message.cell).toEqual({ mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true });
    expect(message).toMatchObject({ ignition: true, uploadMode: 0, reupload: false });
  });

  it("reads the mileage appended after the ACC bytes and a two-byte MNC (MCC bit 15)", () => {
    const content = hex(`${GPS} 81fe 000a 00002a3c 000000000a1b2c3d 00 03 01 0001e240`);
    const message = location(encodeGt06Packet(0xa0, content, 1));
    expect(message.cell).toMatchObject({ mcc: 510, mnc: 10 });
    expect(message).toMatchObject({
      ignition: false,
      uploadMode: 3,
      reupload: true,
      odometerMeters: 123_456,
    });
  });

  it("reads the same frame in the 79 79 form with its two-byte length", () => {
    const packet = encodeGt06Packet(0xa0, hex(GPS + LTE_CELL + ACC_ON), 5, true);
    expect(Array.from(packet.subarray(0, 4))).toEqual([0x79, 0x79, 0x00, 0x29]);
    expectJakarta(location(packet));
  });

  it("skips a cell id no network can have (beyond 2^53) but keeps the position", () => {
    const content = hex(`${GPS} 01fe 0a 00002a3c ffffffff00000001 ${ACC_ON}`);
    const message = location(encodeGt06Packet(0xa0, content, 1));
    expect(message.cell).toBeUndefined();
    expectJakarta(message);
  });
});

describe("decodeGt06: 2G protocol numbers with the 4G cell block", () => {
  it("takes the 4G block when only it fits the frame length", () => {
    const message = location(encodeGt06Packet(0x22, hex(GPS + LTE_CELL + ACC_ON), 1));
    expect(message.cell).toMatchObject({ lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true });
    expect(message.ignition).toBe(true);
  });

  it("reads the 2G block of the standard model", () => {
    const message = location(encodeGt06Packet(0x12, hex(GPS + GSM_CELL), 1));
    expect(message.cell).toEqual({ mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c });
  });

  it("lets the model decide when the length fits neither block: 4G block + 2 vendor bytes", () => {
    const packet = encodeGt06Packet(0x12, hex(`${GPS} ${LTE_CELL} 0102`), 1);
    expect(location(packet).cell).toMatchObject({ lac: 0x0000, cellId: 0x2a3c00 });
    const lw4g = { traits: gt06ModelTraits("lw4g") };
    expect(location(packet, lw4g).cell).toMatchObject({ lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true });
  });
});

describe("decodeGt06: alarm-style 4G frames 0xA3 / 0xA4", () => {
  it("reads the 4G cell block behind its length byte, the terminal bytes, the alarm and skips the fence number", () => {
    // length 0x10 counts itself + 15 bytes; terminal 0x46 = ACC on, charging, GPS tracking; level 5; GSM 3;
    // alarm 0x01 (SOS); language 0x02; fence number 0x07
    const content = hex(`${GPS} 10 ${LTE_CELL} 46 05 03 01 02 07`);
    const message = location(encodeGt06Packet(0xa4, content, 9));
    expectJakarta(message);
    expect(message.cell).toMatchObject({ cellId: 0x0a1b2c3d, lte: true });
    expect(message.terminal).toMatchObject({
      ignition: true,
      charging: true,
      batteryPercent: 83,
      gsmSignal: 3,
    });
    expect(message).toMatchObject({ alarm: "sos", alarmCode: 1 });
  });

  it("reads a 0x16 whose cell block has the 4G size", () => {
    const message = location(encodeGt06Packet(0x16, hex(`${GPS} 10 ${LTE_CELL} 00 06 04 02 02`), 1));
    expect(message.cell).toMatchObject({ cellId: 0x0a1b2c3d, lte: true });
    expect(message.alarm).toBe("powerCut");
  });
});

describe("decodeGt06: battery byte", () => {
  const withBattery = (value: number) =>
    location(
      encodeGt06Packet(
        0x16,
        hex(`${GPS} 09 ${GSM_CELL} 40 ${value.toString(16).padStart(2, "0")} 04 00 02`),
        1,
      ),
    ).terminal?.batteryPercent;

  it("turns a level 0..6 into a percentage", () => {
    expect([0, 1, 3, 6].map(withBattery)).toEqual([0, 16, 50, 100]);
  });

  it("keeps a value 7..100 as the percentage it already is and drops anything larger", () => {
    expect([7, 64, 100, 101, 0xff].map(withBattery)).toEqual([7, 64, 100, undefined, undefined]);
  });
});

describe("decodeGt06: the login's time zone", () => {
  const packet = encodeGt06Packet(0x12, hex(GPS + GSM_CELL), 1);

  it("reads times as UTC for the standard model whatever zone the login announced", () => {
    const message = location(packet, { traits: gt06ModelTraits("standard"), timezoneOffsetMinutes: 420 });
    expect(message.fix.time?.toISOString()).toBe("2026-11-23T15:30:00.000Z");
  });

  it("shifts local times of a local-time model by the announced zone (WIB, UTC+7)", () => {
    const context = { traits: gt06ModelTraits("standard-local-time"), timezoneOffsetMinutes: 420 };
    expect(location(packet, context).fix.time?.toISOString()).toBe("2026-11-23T08:30:00.000Z");
  });
});

describe("decodeGt06: every position protocol number", () => {
  it.each(
    [...GT06_POSITION_LAYOUTS].map(([protocol, layout]) => ({
      name: protocol.toString(16),
      protocol,
      layout,
    })),
  )("0x$name gives the position its encoder wrote, in both start forms", ({ protocol, layout }) => {
    const input = { protocol, time: new Date("2026-11-23T15:30:00Z"), latitude: -6.2, longitude: 106.8 };
    const fix = { ...input, speedKmh: 40, course: 90, satellites: 12 };
    for (const extended of [false, true]) {
      const packet = layout.status
        ? encodeGt06Alarm({ ...fix, alarm: "sos" }, 1, extended)
        : encodeGt06Location(fix, 1, extended);
      const message = location(packet);
      expectJakarta(message);
      expect(message.protocol).toBe(protocol);
      expect(message.cell === undefined).toBe(layout.cell === "none");
      if (layout.status) expect(message.alarm).toBe("sos");
    }
  });
});
