import { describe, expect, it } from "vitest";
import { DMS_ALERT_CODES } from "../../alerts/alertCodeNumbers.js";
import { alertCodeOfAlarm } from "../../alerts/engine/alarmAlertCodes.js";
import {
  ATTACHMENT_DATA_HEADER_SIZE,
  attachmentNameParts,
  decodeAttachmentDataHeader,
  decodeAttachmentFileAnswer,
  decodeAttachmentMessage,
  decodeAttachmentUploadInstruction,
  encodeAttachmentData,
  encodeAttachmentFileAnswer,
  encodeAttachmentFileInfo,
  encodeAttachmentInfo,
  encodeAttachmentUploadInstruction,
  isSafeAttachmentName,
  JT808_ATTACHMENT_MESSAGE,
  missingPieces,
  ReceivedRanges,
} from "./alarmAttachments.js";
import { AttachmentStreamError, AttachmentStreamSplitter } from "./attachmentStream.js";
import { ByteReader } from "./bytes.js";
import { JT808_STANDARD_ZONE_MINUTES as ZONE } from "./constants.js";
import { encodeJt808Frame } from "./frame.js";
import { decodeSafetyAlarm, encodeSafetyAlarm, safetyAlarmName } from "./safetyAlarms.js";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const TIME = new Date("2026-03-05T02:30:45Z"); // 10:30:45 at GMT+8
const NUMBER = "0123456789abcdef0123456789abcdef";
const identification = { terminalId: "A1B2C3D", time: TIME, serial: 2, attachments: 3, size: 16 as const };

describe("alarm attachment messages (T/JSATL 12-2017 §4.5)", () => {
  it("0x9208 carries the server, ports, the 16-byte identification, the alarm number and 16 reserved bytes", () => {
    const body = encodeAttachmentUploadInstruction(
      { host: "10.0.0.7", tcpPort: 5016, udpPort: 0, identification, alarmNumber: NUMBER },
      ZONE,
    );
    expect(hex(body)).toBe(
      [
        "08",
        hex(Buffer.from("10.0.0.7")),
        "1398",
        "0000",
        hex(Buffer.from("A1B2C3D")),
        "260305103045",
        "02",
        "03",
        "00",
        hex(Buffer.from(NUMBER)),
        "00".repeat(16),
      ].join(""),
    );
    expect(decodeAttachmentUploadInstruction(body, ZONE)).toEqual({
      host: "10.0.0.7",
      tcpPort: 5016,
      udpPort: 0,
      identification,
      alarmNumber: NUMBER,
    });
  });

  it("0x9208 repeats a 40-byte identification of a 2019 terminal", () => {
    const wide = { ...identification, terminalId: "TERMINAL0000000000000000000042", size: 40 as const };
    const body = encodeAttachmentUploadInstruction(
      { host: "h", tcpPort: 1, udpPort: 0, identification: wide, alarmNumber: NUMBER },
      ZONE,
    );
    expect(body.length).toBe(1 + 1 + 4 + 40 + 32 + 16);
    expect(decodeAttachmentUploadInstruction(body, ZONE).identification).toEqual(wide);
  });

  it("0x1210 lists the alarm's files, in the 2017 and the 2019 layout", () => {
    for (const size of [16, 40] as const) {
      const info = {
        terminalId: size === 16 ? "A1B2C3D" : "TERMINAL42",
        identification: { ...identification, size },
        alarmNumber: NUMBER,
        infoType: 0,
        files: [
          { name: `00_65_6501_0_${NUMBER}.jpg`, sizeBytes: 1234 },
          { name: `02_65_6501_0_${NUMBER}.mp4`, sizeBytes: 40_000 },
        ],
      };
      const body = encodeAttachmentInfo(info, ZONE);
      const decoded = decodeAttachmentMessage(
        { messageId: JT808_ATTACHMENT_MESSAGE.attachmentInfo, body, encryption: 0 },
        ZONE,
      );
      expect(decoded).toEqual({
        kind: "attachmentInfo",
        info: {
          ...info,
          identification: { ...info.identification, terminalId: info.identification.terminalId },
        },
      });
    }
  });

  it("0x1211 and 0x1212: name, type, size", () => {
    const body = encodeAttachmentFileInfo({ name: "00_65_6501_0_x.jpg", fileType: 0, sizeBytes: 0x01020304 });
    expect(hex(body)).toBe(`12${hex(Buffer.from("00_65_6501_0_x.jpg"))}0001020304`);
    for (const [messageId, kind] of [
      [JT808_ATTACHMENT_MESSAGE.fileInfo, "fileInfo"],
      [JT808_ATTACHMENT_MESSAGE.fileFinished, "fileFinished"],
    ] as const)
      expect(decodeAttachmentMessage({ messageId, body, encryption: 0 }, ZONE)).toEqual({
        kind,
        file: { name: "00_65_6501_0_x.jpg", fileType: 0, sizeBytes: 0x01020304 },
      });
  });

  it("a body that fits no layout is malformed, never thrown", () => {
    for (const messageId of Object.values(JT808_ATTACHMENT_MESSAGE))
      expect(
        decodeAttachmentMessage({ messageId, body: Uint8Array.of(9, 1), encryption: 0 }, ZONE).kind,
      ).toMatch(/malformed|other/);
    expect(
      decodeAttachmentMessage({ messageId: 0x1211, body: new Uint8Array(9), encryption: 1 }, ZONE),
    ).toEqual({
      kind: "malformed",
      reason: "encrypted body",
    });
  });

  it("0x9212: complete, or the pieces to send again", () => {
    const complete = encodeAttachmentFileAnswer({ name: "a.jpg", fileType: 0, missing: [] });
    expect(hex(complete)).toBe(`05${hex(Buffer.from("a.jpg"))}000000`);
    const gaps = [
      { offset: 0, length: 100 },
      { offset: 0x10000, length: 0x200 },
    ];
    const resend = encodeAttachmentFileAnswer({ name: "a.jpg", fileType: 0, missing: gaps });
    expect(hex(resend)).toBe(`05${hex(Buffer.from("a.jpg"))}000102000000000000006400010000${"00000200"}`);
    expect(decodeAttachmentFileAnswer(resend)).toEqual({ name: "a.jpg", fileType: 0, missing: gaps });
  });

  it("a data frame: magic 30 31 63 64, 50-byte name, offset, length, raw data", () => {
    const frame = encodeAttachmentData("a.jpg", 65_536, Uint8Array.of(0x7e, 0x7d, 1));
    expect(hex(frame.subarray(0, 4))).toBe("30316364");
    expect(frame.length).toBe(ATTACHMENT_DATA_HEADER_SIZE + 3);
    expect(decodeAttachmentDataHeader(frame)).toEqual({ name: "a.jpg", offset: 65_536, length: 3 });
    expect(decodeAttachmentDataHeader(new Uint8Array(ATTACHMENT_DATA_HEADER_SIZE))).toBeNull();
  });

  it("file names: safe names only, standard fields read", () => {
    expect(isSafeAttachmentName(`02_65_6501_0_${NUMBER}.mp4`)).toBe(true);
    for (const bad of ["../x.jpg", "a/b.jpg", ".hidden", "a..jpg", "", "x".repeat(51), "a\\b.jpg", "é.jpg"])
      expect(isSafeAttachmentName(bad)).toBe(false);
    expect(attachmentNameParts(`02_03_6501_0_${NUMBER}.MP4`)).toEqual({
      fileType: 2,
      channel: 3,
      extension: "mp4",
    });
    expect(attachmentNameParts("snapshot")).toEqual({ fileType: null, channel: null, extension: "" });
  });

  it("received ranges merge; the missing pieces are the gaps", () => {
    const ranges = new ReceivedRanges(3);
    expect(ranges.add(100, 50)).toBe(true);
    expect(ranges.add(0, 50)).toBe(true);
    expect(missingPieces(ranges.list, 200)).toEqual([
      { offset: 50, length: 50 },
      { offset: 150, length: 50 },
    ]);
    expect(ranges.add(50, 50)).toBe(true);
    expect(ranges.list).toEqual([[0, 150]]);
    expect(ranges.add(160, 1)).toBe(true);
    expect(ranges.add(170, 1)).toBe(true);
    expect(ranges.add(180, 1)).toBe(false); // a fourth separate range is refused
    expect(ranges.add(150, 50)).toBe(true);
    expect(missingPieces(ranges.list, 200)).toEqual([]);
    expect(missingPieces([], 0)).toEqual([]);
  });
});

describe("attachment server stream", () => {
  const message = encodeJt808Frame(
    { messageId: 0x1211, edition: 2013, phone: "13800000025", serial: 7 },
    encodeAttachmentFileInfo({ name: "a.jpg", fileType: 0, sizeBytes: 3 }),
  );

  it("reads 808 messages and data frames holding 7E, in any cuts", () => {
    const data = encodeAttachmentData("a.jpg", 0, Uint8Array.of(0x7e, 0x30, 0x7e));
    const wire = Buffer.concat([message, data, message]);
    for (let cut = 0; cut <= wire.length; cut++) {
      const splitter = new AttachmentStreamSplitter();
      const units = [...splitter.push(wire.subarray(0, cut)), ...splitter.push(wire.subarray(cut))];
      expect(units.map((unit) => unit.kind)).toEqual(["message", "data", "message"]);
      expect(units[1]).toEqual({
        kind: "data",
        name: "a.jpg",
        offset: 0,
        data: Uint8Array.of(0x7e, 0x30, 0x7e),
      });
    }
  });

  it("skips garbage, including a stray 0x30 that starts no data frame", () => {
    const splitter = new AttachmentStreamSplitter();
    const units = splitter.push(Buffer.concat([Buffer.from("0x30 junk"), message]));
    expect(units.map((unit) => unit.kind)).toEqual(["message"]);
    expect(splitter.stats.discardedBytes).toBeGreaterThan(0);
  });

  it("refuses a data frame longer than the cap before allocating it", () => {
    const splitter = new AttachmentStreamSplitter(1024);
    const header = encodeAttachmentData("a.jpg", 0, new Uint8Array(0));
    header.set([0xff, 0xff, 0xff, 0xff], ATTACHMENT_DATA_HEADER_SIZE - 4);
    expect(() => splitter.push(header)).toThrow(AttachmentStreamError);
  });
});

describe("DMS vendor types", () => {
  it("the standard types keep their names for every vendor", () => {
    expect(safetyAlarmName("dms", 1, "bsj")).toBe("dmsFatigue");
    expect(safetyAlarmName("adas", 6, "bsj")).toBe("adasSpeedSignExceeded");
  });

  it("eyes closed, yawning, no seatbelt and camera blocked come from the vendor range", () => {
    for (const vendor of ["bsj", "vss-howen", "jc"])
      expect([6, 7, 9, 10].map((type) => safetyAlarmName("dms", type, vendor))).toEqual([
        "dmsCameraBlocked",
        "dmsEyesClosed",
        "dmsYawning",
        "dmsNoSeatbelt",
      ]);
    expect(safetyAlarmName("dms", 7, "jt808")).toBeUndefined();
    // with the vendor table, every DMS code 49-56 (and 110, 111) has a type that raises it
    const raised = new Set(
      Array.from({ length: 0x20 }, (_, type) => alertCodeOfAlarm(safetyAlarmName("dms", type, "bsj"))),
    );
    expect(DMS_ALERT_CODES.filter((code) => !raised.has(code))).toEqual([]);
    expect(safetyAlarmName("dms", 7)).toBeUndefined();
    expect(safetyAlarmName("adas", 7 + 0x20, "bsj")).toBeUndefined();
  });

  it("a 0x65 item's identification keeps its size for the 0x9208", () => {
    const item = encodeSafetyAlarm(
      {
        kind: "dms",
        alarmId: 1,
        type: 7,
        speedKmh: 40,
        latitude: -6.2,
        longitude: 106.8,
        time: TIME,
        terminalId: "A1B2C3D",
        attachments: 2,
      },
      ZONE,
    );
    const alarm = decodeSafetyAlarm("dms", new ByteReader(item), ZONE);
    expect(alarm.identification).toEqual({ ...identification, serial: 0, attachments: 2 });
    expect(alarm.alarm).toBeUndefined();
  });
});
