/**
 * The alert benchmark against local PostgreSQL, in one command (build the server first: npm run build):
 *
 *   npx tsx bench/alerts/run.ts                 # 10,000 vehicles, 1,000 rules, 6 rounds, 200 socket probes
 *   npx tsx bench/alerts/run.ts --rounds 5 --probes 100 --out /tmp/armada-bench-alerts.json
 *
 * 1. creates the database, migrates and seeds the ingest bench company (N vehicles with devices, an operator),
 *    then vehicle groups, geofences and the alert rules (seedAlertRules.ts);
 * 2. engine throughput: the real engine in this process, fed synthetic vehicle updates (engineThroughput.ts);
 * 3. socket latency: the built server as a child process; SOS positions posted to its OsmAnd port, timed to the
 *    alert message on an operator socket, with background positions (socketLatency.ts);
 * 4. drops the database. See bench/alerts/README.md and docs/performance.md. Not part of `make test`.
 */
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { machineInfo } from "../shared/machineInfo.js";
import { measureEngineThroughput } from "./engineThroughput.js";
import { seedAlertRules } from "./seedAlertRules.js";
import { measureSocketLatency } from "./socketLatency.js";

const { values } = parseArgs({
  options: {
    vehicles: { type: "string", default: "10000" },
    rules: { type: "string", default: "1000" },
    "group-size": { type: "string", default: "100" },
    fences: { type: "string", default: "100" },
    rounds: { type: "string", default: "6" },
    probes: { type: "string", default: "200" },
    "probe-interval": { type: "string", default: "100" },
    "background-rate": { type: "string", default: "500" },
    "imei-base": { type: "string", default: "866000000000000" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_alerts" },
    "server-entry": { type: "string", default: "apps/server/dist/main.js" },
    "skip-latency": { type: "boolean", default: false },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
  },
});

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const url = values["database-url"] as string;
const imeiBase = BigInt(values["imei-base"] as string);
let server: ChildProcess | null = null;

async function main() {
  const machine = machineInfo();
  console.log(`alert bench: ${values.vehicles} vehicles, ${values.rules} rules on ${url}`);
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: Number(values.vehicles), imeiBase });
  const alerts = await seedAlertRules({
    url,
    companyId: seed.companyId,
    vehicleIds: seed.vehicleIds,
    rules: Number(values.rules),
    groupSize: Number(values["group-size"]),
    fences: Number(values.fences),
  });
  console.log(`seeded: ${alerts.groups} groups, ${alerts.rules} rules, ${alerts.geofences} geofences`);

  console.log("engine throughput:");
  const throughput = await measureEngineThroughput({
    url,
    companyId: seed.companyId,
    vehicleIds: seed.vehicleIds,
    rounds: Number(values.rounds),
  });
  const { perRound: _perRound, ...throughputSummary } = throughput;
  console.log(JSON.stringify(throughputSummary));

  let latency: Awaited<ReturnType<typeof measureSocketLatency>> | null = null;
  if (!values["skip-latency"]) {
    console.log("socket latency (built server):");
    const ports = await freePorts();
    server = await startBenchServer({
      repoRoot,
      entry: values["server-entry"] as string,
      databaseUrl: url,
      ports,
    });
    latency = await measureSocketLatency({
      url,
      httpPort: ports.http,
      osmandPort: ports.osmand,
      username: seed.username,
      password: seed.password,
      companyId: seed.companyId,
      imeiBase,
      vehicleIds: seed.vehicleIds,
      probes: Number(values.probes),
      probeIntervalMs: Number(values["probe-interval"]),
      backgroundRate: Number(values["background-rate"]),
    });
    console.log(JSON.stringify(latency));
    await stopBenchServer(server);
    server = null;
  }
  const result = { machine, setup: { ...alerts, vehicles: seed.vehicleIds.length }, throughput, latency };
  if (values.out) writeFileSync(values.out as string, JSON.stringify(result, null, 2));
  console.log(
    `\nthroughput ${throughput.positionsPerSecond} positions/s (steady ${throughput.steadyPositionsPerSecond}), ` +
      `${throughput.alertsRaised} alerts; socket p50 ${latency?.latencyMs.p50 ?? "-"} ms, p99 ${latency?.latencyMs.p99 ?? "-"} ms ` +
      `(${latency?.received ?? 0}/${latency?.probes ?? 0} received)`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopBenchServer(server);
    if (!values["keep-db"]) await dropBenchDatabase(url).catch(() => {});
  });
