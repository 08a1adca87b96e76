import { TRACKER_VENDOR_TYPES } from "@armada/domain";
import { type SimulatedDevice, type Simulator, startSimulator } from "@armada/simulator";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_TRACKER_IMEIS } from "../../seed/demoFleet.js";
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

/** an IMEI the server does not know, on the Teltonika port: refused at its login */
const UNKNOWN_TELTONIKA = "356307042441099";

describe("simulated trackers of the codec protocols against the real gateways", () => {
  it("each protocol's tracker logs in and reports around Jakarta; an unknown one is refused and retries", async () => {
    const known = TRACKER_VENDOR_TYPES.map((vendorType) => DEMO_TRACKER_IMEIS[vendorType]);
    const sink = new RecordingSink(known);
    ingest = await startIngest(sink, ingestTestConfig(), silentLogger);
    const devices: SimulatedDevice[] = [
      ...TRACKER_VENDOR_TYPES.map((vendorType) => ({
        protocol: vendorType,
        id: DEMO_TRACKER_IMEIS[vendorType],
      })),
      { protocol: "teltonika", id: UNKNOWN_TELTONIKA },
    ];
    simulator = startSimulator({
      host: "127.0.0.1",
      trackerPorts: ingest.ports,
      devices,
      rateSeconds: 0.2,
      timeScale: 20,
    });

    const reporting = (vendorType: string) =>
      sink.positions.filter((report) => report.protocol === vendorType).length;
    await sink.until(() => TRACKER_VENDOR_TYPES.every((vendorType) => reporting(vendorType) >= 3), 15_000);

    for (const vendorType of TRACKER_VENDOR_TYPES) {
      const reports = sink.positions.filter((report) => report.protocol === vendorType);
      expect(new Set(reports.map((report) => report.imei))).toEqual(
        new Set([DEMO_TRACKER_IMEIS[vendorType]]),
      );
      for (const report of reports) {
        expect(report.latitude).toBeGreaterThan(-6.7);
        expect(report.latitude).toBeLessThan(-6.0);
        expect(report.longitude).toBeGreaterThan(106.6);
        expect(report.longitude).toBeLessThan(107.2);
        expect(report.ignition).toBeTypeOf("boolean");
        expect(report.speedKmh).toBeLessThanOrEqual(110);
        expect(Math.abs(report.fixTime.getTime() - Date.now())).toBeLessThan(60_000);
      }
    }
    expect(sink.positions.some((report) => report.imei === UNKNOWN_TELTONIKA)).toBe(false);
    const stats = simulator.stats().trackers;
    expect(stats.logins).toBeGreaterThanOrEqual(3);
    // Teltonika and GPS103 answer their logins and Teltonika every packet: the devices read the answers
    expect(stats.answers).toBeGreaterThan(3);
    expect(stats.refused).toBeGreaterThanOrEqual(1);
    expect(stats.reconnects).toBeGreaterThanOrEqual(1);
    expect(
      ingest.metrics().find((metrics) => metrics.protocol === "teltonika")?.unknownDevice,
    ).toBeGreaterThanOrEqual(1);
  });
});
