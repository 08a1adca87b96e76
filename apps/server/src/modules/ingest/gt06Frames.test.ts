import {
  ALERT_CODE,
  deviceHealthOf,
  encodeGt06AddressRequest,
  encodeGt06DriverCard,
  encodeGt06GnssStatus,
  encodeGt06Info,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Packet,
  encodeGt06Status,
  Gt06FrameSplitter,
  gt06Ack,
  gt06HeartbeatAck,
  gt06LoginAck,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { users } from "../auth/auth.tables.js";
import { devices, driverIdentifications } from "../fleet/fleet.tables.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { silentLogger } from "./ingestLogger.js";
import { type Ingest, startIngest } from "./startIngest.js";
import { ingestTestConfig } from "./testing/ingestTestConfig.js";
import { TcpTestClient } from "./testing/tcpClient.js";

/** GT06 frames beyond positions, through a real socket into the real pipeline, alert engine and database. */
describe("GT06 status, information and request frames end to end", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let imeiSeq = 864_717_000_090_000;
  const clients: TcpTestClient[] = [];
  const addressAsked: [number, number, number][] = [];

  beforeAll(async () => {
    t = await startTestApp({}, { extraMetrics: () => ingest?.metricsRecord() ?? {} });
    ingest = await startIngest(
      t.services.positionPipeline,
      ingestTestConfig(),
      silentLogger,
      {},
      {
        addressLookup: async (latitude, longitude, companyId) => {
          addressAsked.push([latitude, longitude, companyId]);
          return "Jl. Jenderal Sudirman, Jakarta Pusat";
        },
        driverCards: t.services.driverIdentifications,
      },
    );
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await ingest?.stop();
    await t.close();
  });

  const gateways = () => {
    if (!ingest) throw new Error("ingest not started");
    return ingest;
  };

  async function car(options: { lenient?: boolean } = {}) {
    imeiSeq += 1;
    const created = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: String(imeiSeq),
      licensePlate: `B ${imeiSeq % 10_000} GT`,
    });
    if (options.lenient)
      await t.database.db
        .update(devices)
        .set({ lenientFraming: true })
        .where(eq(devices.id, created.deviceId));
    return created;
  }

  async function loggedIn(imei: string) {
    const device = await TcpTestClient.connect(gateways().ports.gt06);
    clients.push(device);
    await device.write(encodeGt06Login(imei, 1));
    expect(await device.read(10)).toEqual(Buffer.from(gt06LoginAck(1)));
    return device;
  }

  /** One packet the server sent, read whole from the socket. */
  async function answer(device: TcpTestClient) {
    const head = await device.read(4);
    const extended = head[0] === 0x79;
    const length = extended ? head.readUInt16BE(2) : (head[2] as number);
    const rest = await device.read(extended ? length + 2 : length + 1);
    const [frame] = new Gt06FrameSplitter().push(Buffer.concat([head, rest]));
    if (!frame) throw new Error("the server's answer is not a valid packet");
    return frame;
  }

  const latest = async (vehicleId: number) => {
    await t.services.positionPipeline.drain();
    const [row] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicleId));
    return row;
  };

  const position = (serial: number, secondsAgo = 30) =>
    encodeGt06Location(
      {
        time: new Date(Date.now() - secondsAgo * 1000),
        latitude: -6.2,
        longitude: 106.82,
        speedKmh: 0,
        course: 0,
      },
      serial,
    );

  it("a heartbeat SOS raises the SOS alert like an alarm frame, and keeps battery, signal and charging", async () => {
    const vehicle = await car();
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({
        companyId: vehicle.companyId,
        alertCode: ALERT_CODE.sos,
        label: "SOS",
        alertUrgencyType: "Urgent",
      })
      .returning();
    if (!rule) throw new Error("no rule");
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: rule.alertRuleId, vehicleId: vehicle.vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(vehicle.companyId), {
      companyId: vehicle.companyId,
      alertRuleIds: [rule.alertRuleId],
    });
    const device = await loggedIn(vehicle.imei);
    await device.write(position(2));
    await expect.poll(async () => (await latest(vehicle.vehicleId))?.latitude).toBeCloseTo(-6.2, 4);

    await device.write(
      encodeGt06Status({ alarm: "sos", charging: true, voltageLevel: 3, gsmSignal: 2, alarmCode: 0x01 }, 3),
    );
    expect(await device.read(10)).toEqual(Buffer.from(gt06HeartbeatAck(3)));
    await expect
      .poll(async () => {
        await t.services.positionPipeline.drain();
        await t.services.alertEngine.idle();
        return t.database.db.select().from(rawAlerts).where(eq(rawAlerts.vehicleId, vehicle.vehicleId));
      })
      .toMatchObject([{ alertCode: ALERT_CODE.sos, alertTrigger: "sos", alertRuleIds: [rule.alertRuleId] }]);
    const state = await latest(vehicle.vehicleId);
    expect(state?.battery).toBe(50);
    expect(state?.attributes).toMatchObject({
      deviceStatus: { gsmSignal: 2, voltageLevel: 3, charging: true, alarmCode: 1 },
    });
  });

  it("information frames land on the latest state and survive the next position; a driver card is recorded", async () => {
    const vehicle = await car();
    const [driver] = await t.database.db
      .update(users)
      .set({ driverCardId: "00A1B2C3D4" })
      .where(eq(users.username, "driver"))
      .returning();
    const device = await loggedIn(vehicle.imei);
    await device.write(position(2));
    await expect.poll(async () => (await latest(vehicle.vehicleId))?.latitude).toBeCloseTo(-6.2, 4);

    await device.write(encodeGt06Info(0x00, Uint8Array.of(0x04, 0xb0), 3)); // 12.00 V
    await device.write(encodeGt06Info(0x05, Uint8Array.of(0x01), 4)); // door open
    await expect
      .poll(async () => (await latest(vehicle.vehicleId))?.attributes)
      .toMatchObject({ deviceStatus: { externalVolts: 12, door: true } });
    await device.write(position(5, 10));
    await expect
      .poll(async () => (await latest(vehicle.vehicleId))?.attributes)
      .toMatchObject({ deviceStatus: { externalVolts: 12, door: true }, protocolNumber: 0x22, serial: 5 });

    const swiped = new Date(Math.floor(Date.now() / 1000) * 1000 - 5_000);
    await device.write(encodeGt06DriverCard(swiped, new TextEncoder().encode("00a1b2c3d4"), 6));
    expect(await device.read(10)).toEqual(Buffer.from(gt06Ack(0x17, 6)));
    const rows = await t.database.db
      .select()
      .from(driverIdentifications)
      .where(eq(driverIdentifications.vehicleId, vehicle.vehicleId));
    expect(rows).toMatchObject([
      { cardId: "00A1B2C3D4", driverId: driver?.id, identifiedAt: swiped, deviceId: vehicle.deviceId },
    ]);
  });

  it("every information sub-type and vendor frame lands on the latest state, answered as the document says", async () => {
    const vehicle = await car();
    const device = await loggedIn(vehicle.imei);
    await device.write(position(2));
    await expect.poll(async () => (await latest(vehicle.vehicleId))?.latitude).toBeCloseTo(-6.2, 4);
    const text = (value: string) => new TextEncoder().encode(value);

    // 0x94: no answer for any sub-type, read or not, whole or cut short
    const information: [number, Uint8Array][] = [
      [0x00, Uint8Array.of(0x04, 0xd2)], // 12.34 V
      [0x01, Uint8Array.of(0xbe, 0xef)], // custom
      [0x04, text("ALM1=FF;STA1=C0;DYD=02;MODE=MODE,1,20,500")],
      [0x05, Uint8Array.of(0x01)],
      [0x08, Uint8Array.of(0x01, 0x02)],
      [0x09, encodeGt06GnssStatus({ state: 3, inFix: [30, 41, 28], seen: [12] })],
      [0x0a, Buffer.from("0864717000000001" + "0510100123456789" + "89621012345678901234", "hex")],
      [0x3e, Uint8Array.of(0x03, 0x04)], // no document: kept as hex and counted
      [0x09, Uint8Array.of(0x03, 0x0b, 0x2a)], // cut short: counted, the connection stays
    ];
    for (const [index, [subType, content]] of information.entries())
      await device.write(encodeGt06Info(subType, content, 10 + index));
    await expect
      .poll(async () => (await latest(vehicle.vehicleId))?.attributes?.deviceStatus)
      .toMatchObject({
        externalVolts: 12.34,
        customData: "beef",
        statusSync: { ALM1: "FF", STA1: "C0", DYD: "02", MODE: "MODE,1,20,500" },
        armed: true,
        cutOff: true,
        door: true,
        selfCheck: "0102",
        gnssModule: "3d",
        satellitesInFix: 3,
        satellitesInView: 4,
        strongestSignal: 41,
        iccid: "89621012345678901234",
        imsi: "510100123456789",
        infoData: "0304",
      });
    // vendor frames: each answered with its own number and serial
    const vendor: [number, Uint8Array][] = [
      [0x69, Buffer.from("1a0b18020304 02 a1b2c3d4e5f6 3c 0a0b0c0d0e0f 50".replace(/ /g, ""), "hex")],
      [0x70, Buffer.from("0011 0002 abcd".replace(/ /g, ""), "hex")],
      [0x8c, Uint8Array.of(0x01, 0x02)],
      [0x95, Uint8Array.of(0x1a, 0x0b)],
      [0x9b, Uint8Array.of(7, ...text("FUEL=42"))],
      ...Array.from({ length: 0xfd - 0xf1 + 1 }, (_, at): [number, Uint8Array] => [
        0xf1 + at,
        Uint8Array.of(at),
      ]),
    ];
    for (const [index, [protocol, content]] of vendor.entries())
      await device.write(encodeGt06Packet(protocol, content, 30 + index));
    for (const [index, [protocol]] of vendor.entries())
      expect(await device.read(10)).toEqual(Buffer.from(gt06Ack(protocol, 30 + index)));
    await device.write(encodeGt06Status({ gsmSignal: 4 }, 60));
    expect(await device.read(10)).toEqual(Buffer.from(gt06HeartbeatAck(60)));

    await expect
      .poll(async () => (await latest(vehicle.vehicleId))?.attributes?.deviceStatus)
      .toMatchObject({
        externalVolts: 12.34,
        iccid: "89621012345678901234",
        wifiCount: 2,
        wifiAccessPoints: "a1:b2:c3:d4:e5:f6/-60,0a:0b:0c:0d:0e:0f/-80",
        module0011: "abcd",
        obdData: "0102",
        alarmData: "1a0b",
        serialText: "FUEL=42",
        vendorData: "0c",
        gsmSignal: 4,
      });
    const state = await latest(vehicle.vehicleId);
    // the later heartbeat's terminal byte (0) replaces the 0x04 sync's armed and cut-off states
    expect(state?.attributes?.deviceStatus).toMatchObject({ armed: false, cutOff: false });
    expect(deviceHealthOf(state?.battery ?? null, state?.attributes ?? null)).toMatchObject({
      externalVolts: 12.34,
      gsmSignal: 4,
    });
    expect(gateways().metricsRecord()).toMatchObject({
      ingest_gt06_frames_not_read_0x94_3e_not_documented: 1,
      ingest_gt06_frames_not_read_0x94_09_packet_too_short: 1,
    });
  });

  it("acknowledges a 0x23 heartbeat with 0x23", async () => {
    const vehicle = await car();
    const device = await loggedIn(vehicle.imei);
    await device.write(encodeGt06Status({ protocol: 0x23, ignition: true }, 4));
    expect(await device.read(10)).toEqual(Buffer.from(gt06Ack(0x23, 4)));
  });

  it("answers the time request with the UTC time and the address request with the geocoder's address", async () => {
    const vehicle = await car();
    const device = await loggedIn(vehicle.imei);
    const before = Math.floor(Date.now() / 1000) * 1000;
    await device.write(encodeGt06Packet(0x8a, new Uint8Array(0), 7));
    const time = await answer(device);
    expect(time).toMatchObject({ protocol: 0x8a, serial: 7 });
    const [year, month, day, hour, minute, second] = time.content;
    const sent = Date.UTC(2000 + (year ?? 0), (month ?? 1) - 1, day, hour, minute, second);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());

    const fix = { time: new Date(), latitude: -6.2088, longitude: 106.8456, speedKmh: 0, course: 0 };
    await device.write(encodeGt06AddressRequest(fix, "+6281234567890", 8));
    const address = await answer(device);
    expect(address).toMatchObject({ extended: true, protocol: 0x97, serial: 8 });
    expect(Buffer.from(address.content).toString("latin1")).toContain(
      "ADDRESS&&Jl. Jenderal Sudirman, Jakarta Pusat&&+6281234567890",
    );
    expect(addressAsked.at(-1)?.[2]).toBe(vehicle.companyId);
  });

  it("counts frames it cannot read per protocol number and reason in /api/metrics", async () => {
    const vehicle = await car();
    const device = await loggedIn(vehicle.imei);
    await device.write(encodeGt06Packet(0x9f, Uint8Array.of(1, 2, 3), 9));
    expect(await device.read(10)).toEqual(Buffer.from(gt06Ack(0x9f, 9)));
    await device.write(encodeGt06Info(0x2f, Uint8Array.of(3, 4), 10));
    await device.write(encodeGt06Info(0x00, Uint8Array.of(4), 11)); // cut short
    await expect
      .poll(() => gateways().metricsRecord())
      .toMatchObject({
        ingest_gt06_frames_not_read_0x9f_not_documented: 1,
        ingest_gt06_frames_not_read_0x94_2f_not_documented: 1,
        ingest_gt06_frames_not_read_0x94_00_packet_too_short: 1,
      });
    const metrics = await t.app.inject({ method: "GET", url: "/api/metrics" });
    expect(metrics.body).toContain("armada_ingest_gt06_frames_not_read_0x94_2f_not_documented 1");
  });

  it("takes a lenient device's packets with a wrong CRC; a strict device's are dropped", async () => {
    const strict = await car();
    const lenient = await car({ lenient: true });
    const broken = (serial: number) => {
      const packet = position(serial);
      packet[packet.length - 3] = (packet[packet.length - 3] ?? 0) ^ 0xff;
      return packet;
    };
    const strictDevice = await loggedIn(strict.imei);
    const lenientDevice = await loggedIn(lenient.imei);
    await strictDevice.write(broken(2));
    await lenientDevice.write(broken(2));
    await expect.poll(async () => (await latest(lenient.vehicleId))?.latitude).toBeCloseTo(-6.2, 4);
    expect(await latest(strict.vehicleId)).toBeUndefined();
    expect(gateways().metricsRecord()).toMatchObject({ ingest_gt06_lenient_frames: 1 });
  });
});
