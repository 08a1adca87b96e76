import { describe, expect, it } from "vitest";
import { JT808_STANDARD_ZONE_MINUTES as ZONE } from "./constants.js";
import { decodeJt808Message } from "./decode.js";
import { parseJt808Frame } from "./frame.js";
import {
  decodeJt1078FileUpload,
  encodeJt1078FileUpload,
  encodeJt1078FileUploadFinished,
  encodeJt1078ResourceList,
  encodeJt1078ResourceQuery,
} from "./jt1078Media.js";
import { encodeJt808BatchLocation, encodeJt808Location } from "./location.js";
import {
  decodeJt808RegisterResponse,
  encodeJt808GeneralResponse,
  encodeJt808RegisterResponse,
} from "./terminalMessages.js";

const hex = (text: string) =>
  Uint8Array.from(text.replace(/\s/g, "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

const messageOf = (frame: string) => {
  const parsed = parseJt808Frame(hex(frame));
  if (!parsed) throw new Error("frame did not parse");
  return decodeJt808Message(parsed, ZONE);
};

/** 2026-11-24 12:30:15 GMT+8 in BCD. */
const TIME = "261124123015";
const TIME_UTC = new Date("2026-11-24T04:30:15Z");

/**
 * Basic location: alarm bit 0 (emergency); status ACC on, positioned, south; 6.2° S 106.816666° E; 50 m; 60.0 km/h;
 * course 90. Items: mileage 1234.5 km, fuel 50.0 L, signal 28, 10 satellites.
 */
const BASIC = `00000001 00000007 005E9AC0 065DE49A 0032 0258 005A ${TIME}`;
const ITEMS = "01 04 00003039 02 02 01F4 30 01 1C 31 01 0A";
/** DMS 0x65: alarm 5, start, fatigue, level 2, 60 km/h, identification T123456 / time / serial 0 / 2 attachments. */
const DMS = `65 2F 00000005 01 01 02 03 00000000 3C 0032 005E9AC0 065DE49A ${TIME} 0001 54313233343536 ${TIME} 00 02 00`;
/** ADAS 0x64: forward collision, 16-byte identification. */
const ADAS = `64 2F 00000006 01 01 01 0000000000 28 0032 005E9AC0 065DE49A ${TIME} 0001 54313233343536 ${TIME} 01 03 00`;
/** Blind spot 0x67: left rear approach. */
const BLIND_SPOT = `67 29 00000007 01 02 14 0032 005E9AC0 065DE49A ${TIME} 0001 54313233343536 ${TIME} 02 00 00`;

describe("0x0200 location", () => {
  it("reads the basic part and the additional items", () => {
    const message = messageOf(`0200 002C 013912345678 002A ${BASIC} ${ITEMS} EB`);
    expect(message).toEqual({
      kind: "location",
      location: {
        alarmWord: 1,
        statusWord: 7,
        alarms: ["sos"],
        gpsFixed: true,
        ignition: true,
        latitude: -6.2,
        longitude: 106.816666,
        altitude: 50,
        speedKmh: 60,
        course: 90,
        time: TIME_UTC,
        mileageKm: 1234.5,
        fuelLiters: 50,
        signal: 28,
        satellites: 10,
        safetyAlarms: [],
      },
    });
  });

  it("reads ADAS, DMS and blind spot items with their alarm identification", () => {
    const body = hex(`${BASIC} ${DMS} ${ADAS} ${BLIND_SPOT}`);
    const message = decodeJt808Message(
      { messageId: 0x0200, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    if (message.kind !== "location") expect.fail(message.kind);
    expect(message.location.safetyAlarms.map((alarm) => [alarm.kind, alarm.alarm, alarm.flag])).toEqual([
      ["dms", "dmsFatigue", 1],
      ["adas", "adasForwardCollision", 1],
      ["blindSpot", "adasBlindSpot", 1],
    ]);
    expect(message.location.safetyAlarms[0]).toMatchObject({
      alarmId: 5,
      level: 2,
      speedKmh: 60,
      time: TIME_UTC,
      identification: { terminalId: "T123456", time: TIME_UTC, serial: 0, attachments: 2 },
    });
  });

  it("reads the other alarm bits: collision and overspeed, most serious first", () => {
    const body = hex(`20000002 00000002 005E9AC0 065DE49A 0032 0258 005A ${TIME}`);
    const message = decodeJt808Message(
      { messageId: 0x0200, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(message.kind === "location" && message.location.alarms).toEqual(["collision", "overspeed"]);
  });

  it("builds the body it reads", () => {
    const body = encodeJt808Location(
      {
        time: TIME_UTC,
        latitude: -6.2,
        longitude: 106.816666,
        altitude: 50,
        speedKmh: 60,
        course: 90,
        ignition: true,
        alarmWord: 1,
        mileageKm: 1234.5,
        fuelLiters: 50,
        signal: 28,
        satellites: 10,
      },
      ZONE,
    );
    expect(body).toEqual(hex(`${BASIC} ${ITEMS}`));
  });

  it("calls a short body malformed and a broken item the end of the items", () => {
    const short = {
      messageId: 0x0200,
      edition: 2013 as const,
      phone: "1",
      serial: 1,
      encryption: 0,
      body: hex("00000001"),
    };
    expect(decodeJt808Message(short, ZONE).kind).toBe("malformed");
    const body = hex(`${BASIC} 01 04 0000`);
    const message = decodeJt808Message(
      { messageId: 0x0200, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(message.kind === "location" && message.location.mileageKm).toBeUndefined();
  });
});

describe("0x0200 location with unusual additional items", () => {
  const locationOf = (body: string) => {
    const message = decodeJt808Message(
      { messageId: 0x0200, edition: 2013, phone: "1", serial: 1, encryption: 0, body: hex(body) },
      ZONE,
    );
    if (message.kind !== "location") expect.fail(message.kind);
    return message.location;
  };

  it("skips items it does not read (extended signals, analog, vendor E0-FF, empty) and reads the ones after", () => {
    const location = locationOf(
      `${BASIC} 25 04 00000003 2B 04 00640032 E1 02 ABCD 00 00 14 04 00000001 F3 03 010203 31 01 0A 30 01 1C`,
    );
    expect(location).toMatchObject({ latitude: -6.2, time: TIME_UTC, satellites: 10, signal: 28 });
  });

  it("keeps the items read before a known item of the wrong size or one running past the end", () => {
    const location = locationOf(`${BASIC} 31 01 0A 01 02 3039 30 01 1C E2 10 0102`);
    expect(location).toMatchObject({ satellites: 10, signal: 28 });
    expect(location.mileageKm).toBeUndefined();
  });

  it("gives no time for an all-zero or non-BCD date (the receiver's clock stands in), the fix kept", () => {
    for (const date of ["000000000000", "26112412FF15"])
      expect(locationOf(`${BASIC.replace(TIME, date)} 31 01 0A`)).toMatchObject({
        time: null,
        latitude: -6.2,
        satellites: 10,
      });
  });
});

describe("0x0704 batch location", () => {
  it("reads each location of a blind-area re-upload", () => {
    const one = hex(BASIC);
    const body = encodeJt808BatchLocation([one, one], true);
    expect(body.subarray(0, 5)).toEqual(hex("0002 01 001C"));
    const message = decodeJt808Message(
      { messageId: 0x0704, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    if (message.kind !== "batchLocation") expect.fail(message.kind);
    expect(message.batch.reupload).toBe(true);
    expect(message.batch.locations.map((location) => location.latitude)).toEqual([-6.2, -6.2]);
  });

  const batchOf = (body: string) => {
    const message = decodeJt808Message(
      { messageId: 0x0704, edition: 2013, phone: "1", serial: 1, encryption: 0, body: hex(body) },
      ZONE,
    );
    if (message.kind !== "batchLocation") expect.fail(message.kind);
    return message.batch;
  };

  it("reads a regular batch (type 0) with items in its entries", () => {
    const batch = batchOf(`0002 00 002C ${BASIC} ${ITEMS} 001C ${BASIC}`);
    expect(batch).toMatchObject({ reupload: false, unread: 0 });
    expect(batch.locations.map((location) => location.mileageKm)).toEqual([1234.5, undefined]);
  });

  it("skips a broken entry and keeps the others; an entry running past the body is read from what is there", () => {
    const outOfRange = BASIC.replace("005E9AC0", "FFFFFFFF");
    const batch = batchOf(`0004 01 001C ${BASIC} 0004 00000001 001C ${outOfRange} 0030 ${BASIC} 31 01 0A`);
    expect(batch).toMatchObject({ reupload: true, unread: 2 });
    expect(batch.locations).toHaveLength(2);
    expect(batch.locations[1]).toMatchObject({ latitude: -6.2, satellites: 10 });
  });

  it("reads no more entries than the body holds, whatever the count says", () => {
    expect(batchOf(`0009 01 001C ${BASIC}`)).toMatchObject({ unread: 0, locations: [{ latitude: -6.2 }] });
    expect(batchOf("0000 00")).toEqual({ reupload: false, locations: [], unread: 0 });
  });
});

describe("register, authentication, heartbeat and general responses", () => {
  /** 2013 register: province 31, city 0x0100, maker "BSJ", model "A6", id "T123456", colour 1, plate "B1234XY". */
  const REGISTER_2013 = `001F 0100 42534A0000 4136000000000000000000000000000000000000 54313233343536 01 42313233345859`;

  it("reads a 2013 register", () => {
    const body = hex(REGISTER_2013);
    const message = decodeJt808Message(
      { messageId: 0x0100, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(message).toEqual({
      kind: "register",
      register: {
        province: 31,
        city: 256,
        manufacturer: "BSJ",
        model: "A6",
        terminalId: "T123456",
        plateColor: 1,
        plate: "B1234XY",
      },
    });
  });

  it("reads a 2019 register: 11-byte maker, 30-byte model and id", () => {
    const body = hex(
      `001F 0100 ${"42534A".padEnd(22, "0")} ${"4136".padEnd(60, "0")} ${"54313233343536".padEnd(60, "0")} 01 42`,
    );
    const message = decodeJt808Message(
      { messageId: 0x0100, edition: 2019, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(message.kind === "register" && message.register).toMatchObject({
      manufacturer: "BSJ",
      terminalId: "T123456",
      plate: "B",
    });
  });

  it("answers with 0x8100: serial, result, authentication code", () => {
    expect(encodeJt808RegisterResponse(0x0102, 0, "AB12")).toEqual(hex("0102 00 41423132"));
    expect(encodeJt808RegisterResponse(7, 4, "AB12")).toEqual(hex("0007 04"));
    expect(decodeJt808RegisterResponse(hex("0102 00 41423132"))).toEqual({
      serial: 0x102,
      result: 0,
      authCode: "AB12",
    });
  });

  it("reads 0x0102 in both editions", () => {
    const auth2013 = decodeJt808Message(
      { messageId: 0x0102, edition: 2013, phone: "1", serial: 1, encryption: 0, body: hex("41423132") },
      ZONE,
    );
    expect(auth2013).toEqual({ kind: "authentication", authentication: { authCode: "AB12" } });
    const body = hex(`04 41423132 ${"383631323334353637383930313233"} ${"56312E30".padEnd(40, "0")}`);
    const auth2019 = decodeJt808Message(
      { messageId: 0x0102, edition: 2019, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(auth2019).toEqual({
      kind: "authentication",
      authentication: { authCode: "AB12", imei: "861234567890123", softwareVersion: "V1.0" },
    });
  });

  it("reads the heartbeat and the terminal's general response, builds the platform's", () => {
    expect(messageOf("7E 0002 0000 013912345678 0001 33 7E".slice(3, -3)).kind).toBe("heartbeat");
    const response = decodeJt808Message(
      { messageId: 0x0001, edition: 2013, phone: "1", serial: 1, encryption: 0, body: hex("0009 9206 00") },
      ZONE,
    );
    expect(response).toEqual({
      kind: "terminalResponse",
      response: { serial: 9, messageId: 0x9206, result: 0 },
    });
    expect(encodeJt808GeneralResponse({ serial: 9, messageId: 0x0200, result: 0 })).toEqual(
      hex("0009 0200 00"),
    );
  });

  it("calls an unknown id unsupported and an encrypted body malformed", () => {
    const frame = {
      messageId: 0x0900,
      edition: 2013 as const,
      phone: "1",
      serial: 1,
      encryption: 0,
      body: hex(""),
    };
    expect(decodeJt808Message(frame, ZONE).kind).toBe("unsupported");
    expect(decodeJt808Message({ ...frame, messageId: 2, encryption: 1 }, ZONE).kind).toBe("malformed");
  });
});

describe("JT/T 1078 resource list and FTP upload", () => {
  const start = new Date("2026-11-24T04:29:15Z");
  const end = new Date("2026-11-24T04:31:15Z");

  it("builds 0x9205: channel, start, end, alarm flags, resource / stream / storage type", () => {
    expect(encodeJt1078ResourceQuery({ channel: 3, start, end }, ZONE)).toEqual(
      hex("03 261124122915 261124123115 00000000 00000000 03 00 00"),
    );
  });

  it("reads 0x1205", () => {
    const body = encodeJt1078ResourceList(
      {
        serial: 4,
        resources: [
          {
            channel: 3,
            start,
            end,
            alarmFlags: [0, 0],
            resourceType: 2,
            streamType: 1,
            storageType: 1,
            sizeBytes: 150_000,
          },
        ],
      },
      ZONE,
    );
    expect(body).toEqual(
      hex("0004 00000001 03 261124122915 261124123115 00000000 00000000 02 01 01 000249F0"),
    );
    const message = decodeJt808Message(
      { messageId: 0x1205, edition: 2013, phone: "1", serial: 1, encryption: 0, body },
      ZONE,
    );
    expect(message.kind === "resourceList" && message.list.resources[0]).toMatchObject({
      channel: 3,
      start,
      end,
      sizeBytes: 150_000,
    });
  });

  it("builds 0x9206 with the FTP address, one-time credentials and folder", () => {
    const upload = {
      host: "10.0.0.1",
      port: 21,
      username: "u1",
      password: "p1",
      path: "/a",
      channel: 1,
      start,
      end,
    };
    const body = encodeJt1078FileUpload(upload, ZONE);
    expect(body).toEqual(
      hex(
        "08 31302E302E302E31 0015 02 7531 02 7031 02 2F61 01 261124122915 261124123115 00000000 00000000 03 00 00 07",
      ),
    );
    expect(decodeJt1078FileUpload(body, ZONE)).toMatchObject(upload);
  });

  it("reads 0x1206", () => {
    const body = encodeJt1078FileUploadFinished({ serial: 12, success: true });
    expect(body).toEqual(hex("000C 00"));
    const message = decodeJt808Message(
      { messageId: 0x1206, edition: 2013, phone: "1", serial: 1, encryption: 0, body: hex("000C 01") },
      ZONE,
    );
    expect(message).toEqual({ kind: "fileUploadFinished", finished: { serial: 12, success: false } });
  });
});
