import {
  encodeJt808BatchLocation,
  encodeJt808Frame,
  encodeJt808Location,
  encodeJt808Message,
  encodeJt1078FileUploadFinished,
  JT808_MESSAGE,
  JT808_REGISTER_RESULT,
  JT808_RESULT,
  JT1078_MESSAGE,
  type Jt808LocationInput,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { KnownDevice } from "../positions/pipeline/deviceReport.js";
import { silentLogger } from "./ingestLogger.js";
import { createJt808Gateway, type Jt808Answer, type Jt808Gateway, type Jt808Link } from "./jt808Gateway.js";
import { Jt808TestTerminal } from "./testing/jt808Terminal.js";
import { RecordingSink } from "./testing/recordingSink.js";

const TERMINAL = "13912345678";
const fixTime = new Date(Date.now() - 60_000);
fixTime.setUTCMilliseconds(0);
const position = (extra: Partial<Jt808LocationInput> = {}) =>
  encodeJt808Location(
    {
      time: fixTime,
      latitude: -6.2088,
      longitude: 106.8456,
      speedKmh: 42,
      course: 135,
      ignition: true,
      ...extra,
    },
    ZONE,
  );

let gateway: Jt808Gateway | null = null;
const terminals: Jt808TestTerminal[] = [];

async function startGateway(
  sink: RecordingSink,
  hooks?: Parameters<typeof createJt808Gateway>[0]["hooks"],
  authFailures?: Parameters<typeof createJt808Gateway>[0]["authFailures"],
  subPackages?: Parameters<typeof createJt808Gateway>[0]["subPackages"],
) {
  gateway = createJt808Gateway({
    sink,
    logger: silentLogger,
    host: "127.0.0.1",
    port: 0,
    hooks,
    authFailures,
    subPackages,
  });
  return (await gateway.start()).port;
}

async function terminal(port: number, phone = TERMINAL, edition: 2013 | 2019 = 2013, authenticate = true) {
  const connected = authenticate
    ? await Jt808TestTerminal.authenticated(port, phone, edition)
    : await Jt808TestTerminal.connect(port, phone, edition);
  terminals.push(connected);
  return connected;
}

afterEach(async () => {
  for (const connected of terminals.splice(0)) connected.close();
  await gateway?.stop();
  gateway = null;
});

describe("JT/T 808 gateway over TCP", () => {
  it("registers, authenticates with the code, submits positions and heartbeats, answers each with 0x8001", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port, `0${TERMINAL}`);
    expect(sink.lookups).toContain(TERMINAL);

    const serial = await device.send(
      JT808_MESSAGE.location,
      position({ mileageKm: 1234.5, signal: 20, alarmWord: 1 }),
    );
    expect(await device.response()).toEqual({
      serial,
      messageId: JT808_MESSAGE.location,
      result: JT808_RESULT.success,
    });
    expect(sink.positions[0]).toMatchObject({
      imei: TERMINAL,
      protocol: "jt808",
      fixTime,
      latitude: -6.2088,
      longitude: 106.8456,
      speedKmh: 42,
      course: 135,
      ignition: true,
      odometerKm: 1234.5,
      alarm: "sos",
      // signal 20 of 31: 3 bars of 4
      attributes: { gsmSignal: 3, alarms: ["sos"] },
    });

    const heartbeat = await device.send(JT808_MESSAGE.heartbeat);
    expect(await device.response()).toMatchObject({ serial: heartbeat, result: JT808_RESULT.success });
    expect(sink.statuses).toHaveLength(1);
  });

  it("registers and serves terminals whose header id is hex nibbles or all zeros", async () => {
    const sink = new RecordingSink(["4eb6fb4ad628", "0"]);
    const port = await startGateway(sink);
    for (const [phone, id] of [
      ["4EB6FB4AD628", "4eb6fb4ad628"],
      ["000000000000", "0"],
    ] as const) {
      const device = await terminal(port, phone);
      const serial = await device.send(JT808_MESSAGE.location, position());
      expect(await device.response()).toEqual({
        serial,
        messageId: JT808_MESSAGE.location,
        result: JT808_RESULT.success,
      });
      expect(sink.positions.at(-1)).toMatchObject({ imei: id, latitude: -6.2088 });
    }
    expect(sink.lookups).toEqual(expect.arrayContaining(["4eb6fb4ad628", "0"]));
  });

  it("speaks the 2019 header back to a 2019 terminal and takes a sub-packaged batch upload", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port, TERMINAL, 2019);
    const bodies = Array.from({ length: 40 }, (_, index) => position({ speedKmh: index }));
    const frames = encodeJt808Message(
      { messageId: JT808_MESSAGE.batchLocation, edition: 2019, phone: TERMINAL, serial: 100 },
      encodeJt808BatchLocation(bodies, true),
      500,
    );
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) await device.client.write(frame);
    for (let index = 0; index < frames.length; index++) await device.response(); // one per piece, one for the whole
    await sink.until(() => sink.positions.length === 40);
    expect(sink.positions.map((report) => report.speedKmh)).toEqual(bodies.map((_, index) => index));
  });

  it("stores 0x0704 batches of both types, skipping and counting entries without a time or broken ones", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port);
    const noTime = position({ speedKmh: 9 });
    noTime.fill(0, 22, 28); // the BCD time of the basic part
    for (const [reupload, speeds] of [
      [false, [1, 2]],
      [true, [3, 4]],
    ] as const) {
      const bodies = [
        position({ speedKmh: speeds[0] }),
        noTime,
        new Uint8Array(10),
        position({ speedKmh: speeds[1] }),
      ];
      const serial = await device.send(
        JT808_MESSAGE.batchLocation,
        encodeJt808BatchLocation(bodies, reupload),
      );
      expect(await device.response()).toEqual({
        serial,
        messageId: JT808_MESSAGE.batchLocation,
        result: JT808_RESULT.success,
      });
    }
    await sink.until(() => sink.positions.length === 4);
    expect(sink.positions.map((report) => report.speedKmh)).toEqual([1, 2, 3, 4]);
    expect(sink.positions.every((report) => report.fixTime.getTime() === fixTime.getTime())).toBe(true);
    expect(gateway?.notRead()).toEqual(
      new Map([
        ["0x07_04_location_without_time", 2],
        ["0x07_04_batch_entry_not_read", 2],
      ]),
    );
  });

  it("stores a 0x0200 without a date at the receiver's time, and one with items it does not read", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port);
    const noTime = position({ speedKmh: 5 });
    noTime.fill(0, 22, 28);
    const before = Date.now();
    await device.send(JT808_MESSAGE.location, noTime);
    expect(await device.response()).toMatchObject({ result: JT808_RESULT.success });
    const unusualItems = Uint8Array.of(
      0x25,
      4,
      0,
      0,
      0,
      3,
      0xe1,
      2,
      0xab,
      0xcd,
      0,
      0,
      0x01,
      2,
      0x30,
      0x39,
      0x31,
      1,
      9,
    );
    await device.send(JT808_MESSAGE.location, Uint8Array.of(...position({ speedKmh: 6 }), ...unusualItems));
    expect(await device.response()).toMatchObject({ result: JT808_RESULT.success });
    await sink.until(() => sink.positions.length === 2);
    expect(sink.positions[0]).toMatchObject({ speedKmh: 5, attributes: { timeFromServer: true } });
    expect(sink.positions[0]?.fixTime.getTime()).toBeGreaterThanOrEqual(before);
    expect(sink.positions[1]).toMatchObject({ speedKmh: 6, fixTime, attributes: { satellites: 9 } });
    expect(sink.positions[1]?.attributes).not.toHaveProperty("timeFromServer");
    expect(gateway?.notRead()).toEqual(new Map());
  });

  it("raises the DMS alarm of a 0x65 item as the position's alarm", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port);
    const dms = {
      kind: "dms" as const,
      alarmId: 9,
      type: 0x01,
      flag: 1,
      speedKmh: 42,
      latitude: -6.2,
      longitude: 106.8,
      time: fixTime,
      terminalId: "T1",
      attachments: 1,
    };
    await device.send(JT808_MESSAGE.location, position({ safetyAlarms: [dms] }));
    await device.response();
    expect(sink.positions[0]?.alarm).toBe("dmsFatigue");
    expect(sink.positions[0]?.attributes.safetyAlarms).toEqual([
      expect.objectContaining({
        kind: "dms",
        alarm: "dmsFatigue",
        alarmId: 9,
        identification: expect.objectContaining({ terminalId: "T1", attachments: 1 }),
      }),
    ]);
    // the end of an alarm raises nothing
    await device.send(JT808_MESSAGE.location, position({ safetyAlarms: [{ ...dms, flag: 2 }] }));
    await device.response();
    expect(sink.positions[1]?.alarm).toBeUndefined();
  });

  it("refuses an unknown terminal (0x8100 result 4) and a wrong code; closes a connection that skips authentication", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const stranger = await terminal(port, "99", 2013, false);
    expect(await stranger.register()).toMatchObject({ result: JT808_REGISTER_RESULT.noSuchTerminal });
    await stranger.client.waitClosed();

    const guesser = await terminal(port, TERMINAL, 2013, false);
    expect(await guesser.authenticate("0000")).toMatchObject({ result: JT808_RESULT.failure });
    await guesser.client.waitClosed();
    expect(sink.positions).toHaveLength(0);
  });

  it("holds no sub-package before authentication, and bounds what an authenticated terminal may have held", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink, undefined, undefined, { maxPieces: 100, maxBytes: 3 * 1023 });
    const piece = (serial: number, index: number, total: number) =>
      encodeJt808Frame(
        { messageId: 0x0900, edition: 2013, phone: TERMINAL, serial, packet: { total, index } },
        new Uint8Array(1023),
      );
    const stranger = await terminal(port, TERMINAL, 2013, false);
    await stranger.client.write(piece(1, 1, 65_535));
    await stranger.client.waitClosed();

    const huge = await terminal(port);
    await huge.client.write(piece(1, 1, 65_535));
    await huge.client.waitClosed();

    const greedy = await terminal(port);
    for (let index = 1; index <= 3; index++) {
      await greedy.client.write(piece(index, index, 50));
      expect(await greedy.response()).toMatchObject({ messageId: 0x0900, result: JT808_RESULT.success });
    }
    await greedy.client.write(piece(4, 4, 50));
    await greedy.client.waitClosed();
  });

  it("gives a new random code at each registration; only the last one authenticates", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const first = await terminal(port, TERMINAL, 2013, false);
    const { authCode: firstCode } = await first.register();
    const { authCode: secondCode } = await first.register();
    expect(firstCode).toMatch(/^[0-9a-f]{16}$/);
    expect(secondCode).not.toBe(firstCode);
    expect(await first.authenticate(firstCode ?? "")).toMatchObject({ result: JT808_RESULT.failure });
    await first.client.waitClosed();
    const second = await terminal(port, TERMINAL, 2013, false);
    expect(await second.authenticate(secondCode ?? "")).toMatchObject({ result: JT808_RESULT.success });
  });

  it("closes on a wrong code and throttles wrong codes per address and terminal: then even the right code fails", async () => {
    const sink = new RecordingSink([TERMINAL, "13900000002"]);
    const port = await startGateway(sink, undefined, { maxFailures: 2, windowMs: 60_000 });
    const owner = await terminal(port, TERMINAL, 2013, false);
    const { authCode } = await owner.register();
    for (let attempt = 0; attempt < 2; attempt++) {
      const guesser = await terminal(port, TERMINAL, 2013, false);
      expect(await guesser.authenticate(`guess-${attempt}`)).toMatchObject({ result: JT808_RESULT.failure });
      await guesser.client.waitClosed();
    }
    expect(await owner.authenticate(authCode ?? "")).toMatchObject({ result: JT808_RESULT.failure });
    await owner.client.waitClosed();
    // the address is throttled too: another terminal id from it is refused without a check
    const other = await terminal(port, "13900000002", 2013, false);
    const { authCode: otherCode } = await other.register();
    expect(await other.authenticate(otherCode ?? "")).toMatchObject({ result: JT808_RESULT.failure });
  });

  it("answers an unsupported message 3 and a broken body 2, and drops a frame with a wrong check code", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const port = await startGateway(sink);
    const device = await terminal(port);
    const broken = encodeJt808Frame(
      { messageId: 2, edition: 2013, phone: TERMINAL, serial: 50 },
      new Uint8Array(0),
    );
    broken.set([(broken.at(-2) ?? 0) ^ 0xff], broken.length - 2);
    await device.client.write(broken);
    await device.send(0x0900, new Uint8Array([1, 2]));
    expect(await device.response()).toMatchObject({ messageId: 0x0900, result: JT808_RESULT.unsupported });
    await device.send(JT808_MESSAGE.location, new Uint8Array(5));
    expect(await device.response()).toMatchObject({ result: JT808_RESULT.messageError });
    expect(gateway?.metrics()).toMatchObject({ crcErrors: 1, unknownProtocol: 1, malformed: 1 });
  });

  it("hands the media hooks a link to the terminal and the terminal's answers", async () => {
    const sink = new RecordingSink([TERMINAL]);
    const links: Jt808Link[] = [];
    const answers: Jt808Answer[] = [];
    const port = await startGateway(sink, {
      connected: (_device: KnownDevice, link) => links.push(link),
      disconnected: () => {},
      answered: (_device, answer) => answers.push(answer),
    });
    const device = await terminal(port);
    expect(links).toHaveLength(1);
    const serial = links[0]?.send(JT1078_MESSAGE.fileUpload, new Uint8Array([1]));
    const request = await device.next();
    expect(request).toMatchObject({ messageId: JT1078_MESSAGE.fileUpload, serial });
    await device.send(
      JT1078_MESSAGE.fileUploadFinished,
      encodeJt1078FileUploadFinished({ serial: serial ?? -1, success: true }),
    );
    expect(await device.response()).toMatchObject({ messageId: JT1078_MESSAGE.fileUploadFinished });
    expect(answers).toEqual([{ kind: "fileUploadFinished", finished: { serial, success: true } }]);
  });
});
