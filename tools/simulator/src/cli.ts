#!/usr/bin/env node
import { parseArgs } from "node:util";
import { TRACKER_VENDORS, type TrackerVendorType } from "@armada/domain";
import { demoDevices, deviceFromId } from "./devices.js";
import { consoleSimulatorLogger } from "./logger.js";
import { startSimulator } from "./simulator.js";

const usage = `Armada vehicle simulator: drives demo vehicles around Jabodetabek and reports like real devices.

  npx tsx tools/simulator/src/cli.ts [options]

  --host <host>            server address (default 127.0.0.1)
  --gt06-port <port>       GT06 TCP port (default 5023)
  --osmand-port <port>     OsmAnd HTTP port (default 5055)
  --jt808-port <port>      JT/T 808 TCP port of the dashcams (default 5015)
${TRACKER_VENDORS.map((vendor) => `  --${vendor.vendorType}-port <port>`.padEnd(27) + `${vendor.label} TCP port (default ${vendor.defaultPort})`).join("\n")}
  --devices <n>            number of vehicles (default: the 24 demo devices)
  --rate <seconds>         seconds between reports of a moving vehicle (default 5)
  --imeis <list>           comma-separated device ids: 15 digits = GT06 IMEI, jt808:<digits> = dashcam,
                           ${TRACKER_VENDORS.map((vendor) => vendor.vendorType).join("|")}:<imei> = that protocol's tracker, else OsmAnd
                           (default: the demo list 864717000000001..015, armada-demo-16..24)
  --heartbeat <seconds>    GT06 heartbeat interval (default 60)
  --offline-after <s>      the vehicle that goes offline stops after this long (default 180)
  --time-scale <x>         simulated seconds per real second (default 1)
  --seed <n>               random seed (default 2026)
  --help`;

const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    "gt06-port": { type: "string", default: "5023" },
    "osmand-port": { type: "string", default: "5055" },
    "jt808-port": { type: "string", default: "5015" },
    ...Object.fromEntries(
      TRACKER_VENDORS.map((vendor) => [`${vendor.vendorType}-port`, { type: "string" as const }]),
    ),
    devices: { type: "string" },
    rate: { type: "string", default: "5" },
    imeis: { type: "string" },
    heartbeat: { type: "string", default: "60" },
    "offline-after": { type: "string", default: "180" },
    "time-scale": { type: "string", default: "1" },
    seed: { type: "string", default: "2026" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

function numberOption(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) {
    console.error(`--${name} must be a number >= ${min}\n\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

const devices = values.imeis
  ? values.imeis
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean)
      .map(deviceFromId)
  : demoDevices();

const simulator = startSimulator({
  host: values.host,
  gt06Port: numberOption("gt06-port", values["gt06-port"], 1),
  osmandPort: numberOption("osmand-port", values["osmand-port"], 1),
  jt808Port: numberOption("jt808-port", values["jt808-port"], 1),
  trackerPorts: Object.fromEntries(
    TRACKER_VENDORS.map(({ vendorType }) => [
      vendorType,
      numberOption(
        `${vendorType}-port`,
        (values as Record<string, unknown>)[`${vendorType}-port`] as string | undefined,
        1,
      ),
    ]),
  ) as Partial<Record<TrackerVendorType, number>>,
  devices,
  count: numberOption("devices", values.devices, 0),
  rateSeconds: numberOption("rate", values.rate, 0.1),
  heartbeatSeconds: numberOption("heartbeat", values.heartbeat, 1),
  offlineAfterSeconds: numberOption("offline-after", values["offline-after"], 0),
  timeScale: numberOption("time-scale", values["time-scale"], 0.01),
  seed: numberOption("seed", values.seed, 0),
  logger: consoleSimulatorLogger,
});

const report = setInterval(() => {
  const stats = simulator.stats();
  consoleSimulatorLogger.info(
    {
      gt06Connected: stats.gt06Connected,
      gt06Locations: stats.gt06.locations,
      gt06Heartbeats: stats.gt06.heartbeats,
      gt06Alarms: stats.gt06.alarms,
      gt06Infos: stats.gt06.infos,
      osmandAccepted: stats.osmand.accepted,
      osmandFailed: stats.osmand.failed,
      trackerPositions: stats.trackers.positions,
      trackerRefused: stats.trackers.refused,
    },
    "simulator",
  );
}, 30_000);

const shutdown = () => {
  clearInterval(report);
  void simulator.stop().then(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
