import { setTimeout as sleep } from "node:timers/promises";
import {
  encodeGt06Alarm,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Packet,
  encodeGt06Status,
  gt06Ack,
  gt06AlarmAck,
  gt06HeartbeatAck,
  gt06LoginAck,
} from "@armada/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createGt06Gateway, type Gt06Gateway, type Gt06GatewayOptions } from "./gt06Gateway.js";
import { silentLogger } from "./ingestLogger.js";
import { RecordingSink } from "./testing/recordingSink.js";
import { TcpTestClient } from "./testing/tcpClient.js";

const IMEI = "864717000000001";
const ACK_SIZE = 10;
const fixTime = new Date(Date.now() - 60_000);
fixTime.setUTCMilliseconds(0);

const join = (...parts: Uint8Array[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));
const location = (serial: number, latitude = -6.2088, longitude = 106.8456) =>
  encodeGt06Location(
    { time: fixTime, latitude, longitude, speedKmh: 42, course: 135, ignition: true, satellites: 10 },
    serial,
  );

let gateway: Gt06Gateway | null = null;
const clients: TcpTestClient[] = [];

async function startGateway(sink: RecordingSink, options: Partial<Gt06GatewayOptions> = {}) {
  gateway = createGt06Gateway({ sink, logger: silentLogger, host: "127.0.0.1", port: 0, ...options });
  const { port } = await gateway.start();
  return port;
}

async function client(port: number) {
  const connection = await TcpTestClient.connect(port);
  clients.push(connection);
  return connection;
}

async function loggedIn(port: number, imei = IMEI) {
  const connection = await client(port);
  await connection.write(encodeGt06Login(imei, 1));
  expect(await connection.read(ACK_SIZE)).toEqual(Buffer.from(gt06LoginAck(1)));
  return connection;
}

afterEach(async () => {
  for (const connection of clients.splice(0)) connection.close();
  await gateway?.stop();
  gateway = null;
});

describe("GT06 gateway over TCP", () => {
  it("acks the login, submits the location, acks the heartbeat", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await client(port);

    await device.write(Buffer.from("78780D01086471700000000100093F040D0A", "hex")); // wrong CRC: dropped
    await device.write(encodeGt06Login(IMEI, 9));
    expect((await device.read(ACK_SIZE)).toString("hex")).toBe(Buffer.from(gt06LoginAck(9)).toString("hex"));
    expect(sink.lookups).toEqual([IMEI]);

    await device.write(location(10));
    await sink.until(() => sink.positions.length === 1);
    expect(sink.positions[0]).toMatchObject({
      imei: IMEI,
      protocol: "gt06",
      fixTime,
      speedKmh: 42,
      course: 135,
      gpsFixed: true,
      ignition: true,
      attributes: { protocolNumber: 0x22, serial: 10, satellites: 10, mcc: 510 },
    });
    expect(sink.positions[0]?.latitude).toBeCloseTo(-6.2088, 6);
    expect(sink.positions[0]?.longitude).toBeCloseTo(106.8456, 6);

    await device.write(
      encodeGt06Status({ ignition: true, charging: true, voltageLevel: 6, gsmSignal: 4 }, 11),
    );
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06HeartbeatAck(11)));
    await sink.until(() => sink.statuses.length === 1);
    expect(sink.statuses[0]).toMatchObject({
      imei: IMEI,
      protocol: "gt06",
      ignition: true,
      charging: true,
      batteryPercent: 100,
      attributes: { gsmSignal: 4, voltageLevel: 6 },
    });
    expect(device.pending).toBe(0); // a location gets no answer
    expect(gateway?.metrics()).toMatchObject({
      connectionsOpen: 1,
      framesReceived: 3,
      crcErrors: 1,
      positionsSubmitted: 1,
      statusSubmitted: 1,
    });
  });

  it("handles several packets in one write, in order", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await client(port);
    const alarm = encodeGt06Alarm(
      {
        time: fixTime,
        latitude: -6.3,
        longitude: 106.9,
        speedKmh: 0,
        course: 0,
        ignition: false,
        alarm: "sos",
      },
      5,
    );
    await device.write(
      join(encodeGt06Login(IMEI, 1), location(2), location(3, -6.21), encodeGt06Status({}, 4), alarm),
    );

    const acks = await device.read(3 * ACK_SIZE);
    expect(acks).toEqual(join(gt06LoginAck(1), gt06HeartbeatAck(4), gt06AlarmAck(5)));
    await sink.until(() => sink.positions.length === 3);
    expect(sink.positions.map((report) => report.attributes.serial)).toEqual([2, 3, 5]);
    expect(sink.positions[2]).toMatchObject({ alarm: "sos", ignition: false });
  });

  it("waits for the rest of a packet split over two writes", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await loggedIn(port);
    const packet = location(2);
    await device.write(packet.subarray(0, 13));
    await sleep(80);
    expect(sink.positions).toHaveLength(0);
    await device.write(packet.subarray(13));
    await sink.until(() => sink.positions.length === 1);
    expect(sink.positions[0]?.attributes.serial).toBe(2);
  });

  it("closes the connection of an unknown IMEI without an ack", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const stranger = await client(port);
    await stranger.write(join(encodeGt06Login("359339075005244", 1), location(2)));
    await stranger.waitClosed();
    expect(stranger.pending).toBe(0);
    expect(sink.positions).toHaveLength(0);
    expect(gateway?.metrics().unknownDevice).toBe(1);
    await expect.poll(() => gateway?.metrics().connectionsOpen).toBe(0);
  });

  it("closes a connection that sends a location before logging in", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await client(port);
    await device.write(location(1));
    await device.waitClosed();
    expect(sink.positions).toHaveLength(0);
  });

  it("survives garbage: resynchronises, then drops a connection that sends nothing else", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);

    const noisy = await client(port);
    await noisy.write(
      join(Buffer.from("\x00\xffGET / HTTP/1.1\r\n\r\n\x78"), encodeGt06Login(IMEI, 1), location(2)),
    );
    expect(await noisy.read(ACK_SIZE)).toEqual(Buffer.from(gt06LoginAck(1)));
    await sink.until(() => sink.positions.length === 1);

    const scanner = await client(port);
    await scanner.write(Buffer.alloc(4096, 0x41));
    await scanner.waitClosed();

    const later = await loggedIn(port);
    await later.write(location(3));
    await sink.until(() => sink.positions.length === 2);
    expect(gateway?.metrics().discardedBytes).toBeGreaterThan(4096);
  });

  it("counts unknown protocol numbers and acknowledges them", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await loggedIn(port);
    await device.write(encodeGt06Packet(0x9f, new Uint8Array(0), 7));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x9f, 7)));
    expect(gateway?.metrics().unknownProtocol).toBe(1);
    expect(gateway?.notRead()).toEqual(new Map([["0x9f_not_documented", 1]]));
  });

  it("stores vendor status frames as attributes and answers them; a 0x17 position records its card", async () => {
    const cards: string[] = [];
    const sink = new RecordingSink([IMEI]);
    const driverCards = { identify: async (_device: unknown, cardId: string) => void cards.push(cardId) };
    const device = await loggedIn(await startGateway(sink, { driverCards }));
    await device.write(encodeGt06Packet(0x9b, Buffer.from("FUEL=42"), 7));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x9b, 7)));
    await sink.until(() => sink.statuses.length === 1);
    expect(sink.statuses[0]?.attributes).toMatchObject({ protocolNumber: 0x9b, serialText: "FUEL=42" });
    const gps = location(8).subarray(4, 4 + 18 + 8);
    await device.write(encodeGt06Packet(0x17, join(gps, Buffer.from("CARD-9")), 8));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x17, 8)));
    await sink.until(() => sink.positions.length === 1);
    expect(sink.positions[0]?.attributes).toMatchObject({ driverCard: "CARD-9" });
    expect(cards).toEqual(["CARD-9"]);
    expect(gateway?.notRead()).toEqual(new Map());
  });

  it("stores the location variants real firmwares send: 4-byte cell ids, extra fields, cut-short tails, no date", async () => {
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink));
    const gps = location(1).subarray(4, 4 + 18); // the GPS block of a 0x22 frame
    const wideCell = Uint8Array.of(0x01, 0xfe, 0x0a, 0x2a, 0x3c, 0x0a, 0x1b, 0x2c, 0x3d);
    const noDate = join(new Uint8Array(6), gps.subarray(6));
    const variants: [number, Uint8Array][] = [
      [0x22, join(gps, wideCell, Uint8Array.of(1, 0, 0), Uint8Array.of(0, 0, 0x13, 0x88))], // + mileage
      [0x22, join(gps, wideCell.subarray(0, 4))], // cut inside the cell block
      [0x12, join(gps, wideCell, Uint8Array.of(0xaa, 0xbb, 0xcc))], // vendor bytes after the cell
      [0x34, gps],
      [0x25, gps],
      [0x61, gps],
      [0xa3, join(gps, Uint8Array.of(0x10), wideCell.subarray(0, 3), new Uint8Array(12))], // 4G, no status
      [0x12, join(noDate, wideCell)],
    ];
    for (const [index, [protocol, content]] of variants.entries())
      await device.write(encodeGt06Packet(protocol, content, 30 + index));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06AlarmAck(36, 0xa3)));
    await sink.until(() => sink.positions.length === variants.length);
    expect(sink.positions.map((report) => report.attributes.protocolNumber)).toEqual(
      variants.map(([protocol]) => protocol),
    );
    for (const report of sink.positions)
      expect(report).toMatchObject({ latitude: -6.2088, longitude: 106.8456 });
    expect(sink.positions[0]).toMatchObject({ fixTime, odometerKm: 5, attributes: { cellId: 0x0a1b2c3d } });
    expect(sink.positions[1]?.attributes).toMatchObject({ shortTail: true });
    expect(sink.positions[7]?.attributes).toMatchObject({ timeFromServer: true });
    expect(gateway?.notRead()).toEqual(new Map());
  });

  it("stores an alarm-style block sent under a plain position number (0x25) with its alarm, and acks it", async () => {
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink));
    const fix = {
      time: fixTime,
      latitude: -6.2088,
      longitude: 106.8456,
      speedKmh: 0,
      course: 0,
      satellites: 8,
    };
    const alarm = encodeGt06Alarm({ ...fix, alarm: "sos" }, 40);
    const content = alarm.subarray(4, alarm.length - 6); // without start, length, number, serial, CRC, stop
    await device.write(encodeGt06Packet(0x25, content, 41));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06AlarmAck(41, 0x25)));
    await sink.until(() => sink.positions.length === 1);
    expect(sink.positions[0]).toMatchObject({
      fixTime,
      latitude: -6.2088,
      alarm: "sos",
      attributes: { protocolNumber: 0x25, alarmCode: 1 },
    });
    expect(gateway?.notRead()).toEqual(new Map());
  });

  it("stores a position with an impossible date at the receiver's time; counts a re-uploaded one without a time", async () => {
    const receivedAt = new Date("2026-11-30T01:02:03Z");
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink, { now: () => receivedAt }));
    const gps = location(1).subarray(4 + 6, 4 + 18); // the GPS block after its date
    const cell = Uint8Array.of(0x01, 0xfe, 0x0a, 0x2a, 0x3c, 0x0a, 0x1b, 0x2c);
    const month13 = Uint8Array.of(0x1a, 0x0d, 0x01, 0x0a, 0x00, 0x00);
    await device.write(encodeGt06Packet(0x22, join(month13, gps, cell, Uint8Array.of(1, 0, 1)), 50)); // re-upload
    await device.write(encodeGt06Packet(0x22, join(month13, gps, cell, Uint8Array.of(1, 0, 0)), 51));
    await sink.until(() => sink.positions.length === 1);
    expect(sink.positions[0]).toMatchObject({
      fixTime: receivedAt,
      latitude: -6.2088,
      attributes: { serial: 51, timeFromServer: true },
    });
    expect(gateway?.notRead()).toEqual(new Map([["0x22_re_uploaded_position_without_a_time", 1]]));
  });

  it("counts cell-tower-only frames and short information frames under their own keys, with the reason", async () => {
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink));
    await device.write(encodeGt06Packet(0x28, Uint8Array.of(0x1a, 0x0b, 0x17, 0x0f, 0x1e, 0, 0x01, 0xfe), 9));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x28, 9)));
    await device.write(encodeGt06Packet(0x94, Uint8Array.of(0x00, 4), 10));
    await device.write(encodeGt06Packet(0x94, Uint8Array.of(0x0a, 1, 2), 11));
    await expect
      .poll(() => gateway?.notRead())
      .toEqual(
        new Map([
          ["0x28_cell_towers_only_no_gps_position", 1],
          ["0x94_00_packet_too_short", 1],
          ["0x94_0a_packet_too_short", 1],
        ]),
      );
    expect(sink.positions).toEqual([]);
  });

  it("logs a frame kind it cannot read once per device and kind, and counts every one", async () => {
    const warnings: object[] = [];
    const logger = { ...silentLogger, warn: (details: object) => warnings.push(details) };
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink, { logger }));
    for (const serial of [1, 2, 3]) await device.write(encodeGt06Packet(0x9f, new Uint8Array(0), serial));
    await device.write(encodeGt06Packet(0x94, Uint8Array.of(0x2f, 1), 4));
    await device.write(encodeGt06Packet(0x94, Uint8Array.of(0x2f, 1), 5));
    await expect
      .poll(() => gateway?.notRead())
      .toEqual(
        new Map([
          ["0x9f_not_documented", 3],
          ["0x94_2f_not_documented", 2],
        ]),
      );
    expect(warnings).toMatchObject([
      { imei: IMEI, frame: "0x9f_not_documented" },
      { imei: IMEI, frame: "0x94_2f_not_documented" },
    ]);
  });

  it("does not ack an alarm the sink failed to take, so the device sends it again", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await loggedIn(port);
    sink.failWith = new Error("database down");
    const alarm = encodeGt06Alarm(
      { time: fixTime, latitude: -6.3, longitude: 106.9, speedKmh: 0, course: 0, alarm: "powerCut" },
      8,
    );
    await device.write(alarm);
    await expect.poll(() => gateway?.metrics().submitErrors).toBe(1);
    sink.failWith = null;
    await device.write(alarm);
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06AlarmAck(8)));
    expect(sink.positions.map((report) => report.alarm)).toEqual(["powerCut"]);
    expect(device.closed).toBe(false);
  });

  it("acks an alarm only once it is stored, in packet order, while the next packets go on to the sink", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink, { ackLocations: true });
    const device = await loggedIn(port);
    sink.holdStorage();
    const alarm = encodeGt06Alarm(
      { time: fixTime, latitude: -6.3, longitude: 106.9, speedKmh: 0, course: 0, alarm: "sos" },
      21,
    );
    await device.write(join(alarm, location(22)));
    await sink.until(() => sink.positions.length === 2);
    await sleep(100);
    expect(device.pending).toBe(0);
    sink.releaseStorage();
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06AlarmAck(21)));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x22, 22)));
  });

  it("never acks an alarm the pipeline could not store", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await loggedIn(port);
    sink.holdStorage();
    await device.write(
      encodeGt06Alarm(
        { time: fixTime, latitude: -6.3, longitude: 106.9, speedKmh: 0, course: 0, alarm: "sos" },
        31,
      ),
    );
    await sink.until(() => sink.positions.length === 1);
    sink.releaseStorage(false);
    await device.write(encodeGt06Status({}, 32));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06HeartbeatAck(32)));
    expect(gateway?.metrics().unacknowledged).toBe(1);
  });

  it("pauses a socket whose submits lag and delivers everything in order once the sink catches up", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink, { maxPendingFrames: 4 });
    const device = await loggedIn(port);
    sink.hold();
    const count = 40;
    await device.write(join(...Array.from({ length: count }, (_, index) => location(100 + index))));
    await expect.poll(() => gateway?.metrics().backpressurePauses).toBeGreaterThanOrEqual(1);
    expect(sink.positions).toHaveLength(0);
    sink.release();
    await sink.until(() => sink.positions.length === count);
    expect(sink.positions.map((report) => report.attributes.serial)).toEqual(
      Array.from({ length: count }, (_, index) => 100 + index),
    );
    // The socket reads again after the pause.
    await device.write(encodeGt06Status({}, 999));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06HeartbeatAck(999)));
  });

  it("closes an idle connection", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink, { idleTimeoutMs: 150 });
    const device = await loggedIn(port);
    await device.waitClosed(2_000);
    await expect.poll(() => gateway?.metrics().connectionsOpen).toBe(0);
  });

  it("closes a connection that does not log in in time, even while it trickles bytes", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink, { loginTimeoutMs: 300 });
    const device = await client(port);
    const login = Buffer.from(encodeGt06Login(IMEI, 1));
    const trickle = setInterval(() => void device.write(login.subarray(0, 1)).catch(() => {}), 50);
    try {
      await device.waitClosed(2_000);
    } finally {
      clearInterval(trickle);
    }
    expect(gateway?.metrics().timedOut).toBe(1);
  });

  it("closes a logged-in connection that trickles bytes but never completes a packet", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink, { idleTimeoutMs: 300 });
    const device = await loggedIn(port);
    const half = Buffer.from(location(5)).subarray(0, 10);
    let sent = 0;
    const trickle = setInterval(
      () => void device.write(half.subarray(sent++ % 10, sent % 10 || 10)).catch(() => {}),
      50,
    );
    try {
      await device.waitClosed(2_000);
    } finally {
      clearInterval(trickle);
    }
    expect(sink.positions).toHaveLength(0);
    expect(gateway?.metrics().timedOut).toBe(1);
  });

  it("stops gracefully: the submit in flight finishes, then connections close", async () => {
    const sink = new RecordingSink([IMEI]);
    const port = await startGateway(sink);
    const device = await loggedIn(port);
    sink.hold();
    await device.write(location(2));
    await expect.poll(() => gateway?.metrics().framesReceived).toBe(2);
    const stopped = gateway?.stop();
    await sleep(50);
    sink.release();
    await stopped;
    gateway = null;
    expect(sink.positions).toHaveLength(1);
    await device.waitClosed();
  });
});

describe("GT06 gateway: 4G and vendor frames", () => {
  const lte = { mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c3d, lte: true as const };
  const fix = {
    time: fixTime,
    latitude: -6.2088,
    longitude: 106.8456,
    speedKmh: 42,
    course: 135,
    ignition: true,
  };

  it("stores 0xA0 positions and 79 79 alarm frames with their 4G cell; acks the alarm, not the standard position", async () => {
    const sink = new RecordingSink([IMEI]);
    const device = await loggedIn(await startGateway(sink));

    await device.write(encodeGt06Location({ ...fix, protocol: 0xa0, cell: lte }, 20));
    await device.write(encodeGt06Alarm({ ...fix, protocol: 0xa4, cell: lte, alarm: "sos" }, 21, true));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0xa4, 21)));
    await sink.until(() => sink.positions.length === 2);
    expect(sink.positions[0]).toMatchObject({
      fixTime,
      ignition: true,
      attributes: { protocolNumber: 0xa0, mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b2c3d },
    });
    expect(sink.positions[1]).toMatchObject({
      alarm: "sos",
      attributes: { protocolNumber: 0xa4, cellId: 0x0a1b2c3d },
    });
  });

  it("acks positions of a model that resends them until answered (the device's model setting)", async () => {
    const sink = new RecordingSink([IMEI], { [IMEI]: "lw4g" });
    const device = await loggedIn(await startGateway(sink));

    await device.write(encodeGt06Location({ ...fix, protocol: 0xa0, cell: lte }, 30));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0xa0, 30)));
    await device.write(encodeGt06Location({ ...fix, protocol: 0x12 }, 31));
    expect(await device.read(ACK_SIZE)).toEqual(Buffer.from(gt06Ack(0x12, 31)));
    expect(sink.positions.map((position) => position.attributes?.protocolNumber)).toEqual([0xa0, 0x12]);
  });
});
