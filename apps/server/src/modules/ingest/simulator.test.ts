import { demoDevices, type Simulator, startSimulator } from "@armada/simulator";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "./ingestLogger.js";
import { type Ingest, startIngest } from "./startIngest.js";
import { ingestTestConfig } from "./testing/ingestTestConfig.js";
import { RecordingSink } from "./testing/recordingSink.js";

let ingest: Ingest | null = null;
let simulator: Simulator | null = null;

afterEach(async () => {
  await simulator?.stop();
  await ingest?.stop();
  simulator = null;
  ingest = null;
});

describe("vehicle simulator against the real gateways", () => {
  it("logs GT06 trackers in and delivers positions, heartbeats, an SOS and OsmAnd reports", async () => {
    const devices = demoDevices();
    const sink = new RecordingSink(devices.map((device) => device.id));
    ingest = await startIngest(sink, ingestTestConfig(), silentLogger);
    const started = Date.now();
    simulator = startSimulator({
      host: "127.0.0.1",
      gt06Port: ingest.ports.gt06,
      osmandPort: ingest.ports.osmand,
      devices,
      rateSeconds: 0.2,
      heartbeatSeconds: 0.5,
      offlineAfterSeconds: 1,
      sosAfterSeconds: 0.6,
      timeScale: 20,
    });

    const gt06Imeis = new Set(
      devices.filter((device) => device.protocol === "gt06").map((device) => device.id),
    );
    const reportingGt06 = () =>
      new Set(sink.positions.filter((report) => report.protocol === "gt06").map((r) => r.imei));
    await sink.until(
      () =>
        reportingGt06().size >= 14 &&
        sink.positions.some((report) => report.alarm === "sos") &&
        sink.positions.some((report) => report.temperature !== undefined) &&
        sink.statuses.length >= 10,
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2_000 - (Date.now() - started))));

    // GT06: every tracker logged in and reported from around Jakarta, with ACC.
    for (const imei of reportingGt06()) expect(gt06Imeis.has(imei)).toBe(true);
    const gt06 = sink.positions.filter((report) => report.protocol === "gt06");
    for (const report of gt06) {
      expect(report.latitude).toBeGreaterThan(-6.7);
      expect(report.latitude).toBeLessThan(-6.0);
      expect(report.longitude).toBeGreaterThan(106.6);
      expect(report.longitude).toBeLessThan(107.2);
      expect(report.ignition).toBeTypeOf("boolean");
      expect(report.speedKmh).toBeLessThanOrEqual(110);
      expect(Math.abs(report.fixTime.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(sink.statuses.every((status) => status.protocol === "gt06")).toBe(true);
    // the mix real trackers send: 4G positions, heartbeats with a battery level, information frames
    expect(gt06.some((report) => report.attributes.protocolNumber === 0xa0 && report.attributes.lte)).toBe(
      true,
    );
    expect(gt06.some((report) => report.attributes.protocolNumber === 0x22)).toBe(true);
    const heartbeats = sink.statuses.filter((status) => status.attributes.protocolNumber === 0x13);
    expect(heartbeats.length).toBeGreaterThan(0);
    for (const heartbeat of heartbeats) expect(heartbeat.batteryPercent).toBeGreaterThanOrEqual(0);
    const infos = sink.statuses.filter((status) => status.attributes.protocolNumber === 0x94);
    expect(infos.some((info) => typeof info.attributes.iccid === "string")).toBe(true);
    expect(infos.some((info) => typeof info.attributes.externalVolts === "number")).toBe(true);

    // OsmAnd: both the query form and the JSON form arrive.
    const osmand = sink.positions.filter((report) => report.protocol === "osmand");
    expect(new Set(osmand.map((report) => report.imei)).size).toBeGreaterThanOrEqual(8);
    expect(osmand.some((report) => report.attributes.motion !== undefined)).toBe(true); // JSON body
    const reefer = osmand.filter((report) => report.temperature !== undefined);
    expect(reefer[0]).toMatchObject({ imei: "armada-demo-17" });
    expect(reefer[0]?.temperature).toBeLessThan(0);
    expect(reefer[0]?.fuelPercent).toBeGreaterThan(0);

    // The SOS comes from the GT06 tracker cast as the SOS vehicle, through an alarm packet.
    const sos = sink.positions.find((report) => report.alarm === "sos");
    expect(sos).toMatchObject({ protocol: "gt06", attributes: { protocolNumber: 0x16 } });

    // The vehicle that goes offline stops sending.
    const offline = simulator.vehicles().find((vehicle) => vehicle.behaviour === "goesOffline");
    expect(offline?.offline).toBe(true);
    const countOf = () => sink.positions.filter((report) => report.imei === offline?.deviceId).length;
    const before = countOf();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(countOf()).toBe(before);

    const stats = simulator.stats();
    expect(stats.gt06.logins).toBeGreaterThanOrEqual(15);
    expect(stats.osmand.failed).toBe(0);
    expect(ingest.metrics()[0]).toMatchObject({
      crcErrors: 0,
      unknownDevice: 0,
      malformed: 0,
      unknownProtocol: 0,
    });
  });

  it("keeps retrying a refused GT06 device without crashing", async () => {
    const sink = new RecordingSink([]);
    ingest = await startIngest(sink, ingestTestConfig(), silentLogger);
    simulator = startSimulator({
      gt06Port: ingest.ports.gt06,
      osmandPort: ingest.ports.osmand,
      devices: [{ protocol: "gt06", id: "864717000000099" }],
      rateSeconds: 0.2,
    });
    await expect.poll(() => simulator?.stats().gt06.refused, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(ingest.metrics()[0]?.unknownDevice).toBeGreaterThanOrEqual(1);
    expect(sink.positions).toHaveLength(0);
  });
});
