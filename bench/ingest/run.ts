/**
 * The whole ingest benchmark against local PostgreSQL, in one command:
 *
 *   npm run build && npx tsx bench/ingest/run.ts                       # both scenarios, 60 s each
 *   npx tsx bench/ingest/run.ts --scenario latency --duration 30
 *
 * Per scenario: create the bench database, migrate and seed it (bench company, N vehicles with GT06 devices, an
 * operator), start the built server on free ports as a child process, open K operator sockets, drive the GT06
 * devices at the target rate, sample /api/metrics and /proc every second, wait for the queue to drain,
 * cross-check `count(*)`, stop the server, measure the raw INSERT/COPY limit of the same database, drop it.
 * See bench/ingest/README.md and docs/performance.md. Not part of `make test`.
 */
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { type BenchPorts, freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { LOAD_PROTOCOLS, type LoadProtocol } from "./deviceWires.js";
import { runGt06Load } from "./gt06Load.js";
import { measureDbThroughput, measureWebsocketLatency } from "./hooks.js";
import { startProcSampler } from "./procStats.js";
import { measureRawInsert } from "./rawInsert.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "./seed.js";
import { measureStatementCost } from "./statementCost.js";

const PRESETS = {
  throughput: { devices: 2000, rate: 25000, sockets: 10 },
  latency: { devices: 2000, rate: 2000, sockets: 1000 },
} as const;
type ScenarioName = keyof typeof PRESETS;

const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "both" },
    protocol: { type: "string", default: "gt06" },
    devices: { type: "string" },
    rate: { type: "string" },
    sockets: { type: "string" },
    duration: { type: "string", default: "60" },
    "connect-rate": { type: "string", default: "500" },
    heartbeat: { type: "string", default: "30" },
    "imei-base": { type: "string", default: "865000000000000" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench" },
    "server-entry": { type: "string", default: "apps/server/dist/main.js" },
    root: { type: "string" },
    "skip-raw": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(`npx tsx bench/ingest/run.ts [options]   (build the server first: npm run build)
  --scenario throughput|latency|both   presets: throughput = 2000 devices, 25000/s, 10 sockets;
                                        latency = 2000 devices, 2000/s, 1000 sockets
  --protocol gt06|jt808|osmand|teltonika|h02|gps103|meitrack|ruptela|gl200|suntech (gt06)
                                        the devices' protocol (jt808: 2019 terminals, the IMEI as terminal phone;
                                        osmand: pipelined HTTP/1.1, at most 120 requests a minute per device;
                                        the codec protocols on their own gateway's port)
  --devices N --rate N --sockets N     override the preset
  --duration S (60)  --connect-rate N (500)  --heartbeat S (30)  --imei-base (865000000000000)
  --database-url (postgres://postgres@127.0.0.1:5432/armada_bench; created and dropped)
  --server-entry (apps/server/dist/main.js)  --root DIR (the checkout whose built server runs; default this one)
  --skip-raw  --keep-db  --out results.json
  --cpu-prof DIR   run the server with node --cpu-prof (profile written to DIR when it stops)`);
  process.exit(0);
}

const repoRoot = values.root ? `${resolve(values.root)}/` : fileURLToPath(new URL("../../", import.meta.url));
const databaseUrl = values["database-url"] as string;
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

let server: ChildProcess | null = null;
let probeKill: (() => void) | null = null;
let closeDevices: (() => void) | null = null;

async function startServer(ports: BenchPorts) {
  server = await startBenchServer({
    repoRoot,
    entry: values["server-entry"] as string,
    databaseUrl,
    ports,
    cpuProfDir: values["cpu-prof"],
  });
  return server;
}

async function stopServer() {
  const child = server;
  server = null;
  await stopBenchServer(child);
}

async function runScenario(name: ScenarioName) {
  const preset = PRESETS[name];
  const devices = Number(values.devices ?? preset.devices);
  const rate = Number(values.rate ?? preset.rate);
  const sockets = Number(values.sockets ?? preset.sockets);
  const durationS = Number(values.duration);
  const imeiBase = BigInt(values["imei-base"] as string);
  log(
    `scenario ${name}: ${devices} devices, ${rate} positions/s, ${sockets} operator sockets, ${durationS} s`,
  );

  await createBenchDatabase(databaseUrl);
  const seedStarted = performance.now();
  const protocol = values.protocol as LoadProtocol;
  if (!LOAD_PROTOCOLS.includes(protocol)) throw new Error(`--protocol: one of ${LOAD_PROTOCOLS.join(", ")}`);
  const seed = await seedBenchDatabase({ url: databaseUrl, devices, imeiBase, vendorType: protocol });
  log(`seeded ${devices} vehicles in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const ports = await freePorts();
  const child = await startServer(ports);
  log(`server pid ${child.pid} on http ${ports.http}, GT06 ${ports.gt06}, JT/T 808 ${ports.jt808}`);
  const baseUrl = `http://127.0.0.1:${ports.http}`;

  let probePid: number | undefined;
  const procs = startProcSampler(() => ({ server: child.pid, probe: probePid }));
  const ws =
    sockets > 0
      ? await measureWebsocketLatency.start({
          baseUrl,
          wsUrl: `ws://127.0.0.1:${ports.http}/ws`,
          username: seed.username,
          password: seed.password,
          sockets,
          sampleEvery: Math.max(1, Math.round(rate / 2000)),
        })
      : null;
  probePid = ws?.pid;
  probeKill = ws ? () => ws.kill() : null;
  if (ws)
    log(
      `operator sockets: ${ws.ready.open} open, ${ws.ready.failed} failed, in ${ws.ready.connectSeconds} s`,
    );

  const dbOffset = procs.elapsed(); // the metrics samples count from here, the /proc samples from the sampler start
  const db = await measureDbThroughput.start(`${baseUrl}/api/metrics`, { databaseUrl });
  let loadFrom = 0;
  let loadTo = 0;
  const load = await runGt06Load({
    protocol,
    host: "127.0.0.1",
    port:
      protocol === "gt06" || protocol === "jt808" || protocol === "osmand"
        ? ports[protocol]
        : ports.trackers[protocol],
    devices,
    rate,
    durationS,
    connectRate: Number(values["connect-rate"]),
    heartbeatS: Number(values.heartbeat),
    imeiBase,
    log,
    onLoadStart: () => {
      db.markLoadStart();
      loadFrom = procs.elapsed();
    },
    onPosition: ws
      ? (index, fixMs, sentAt) => ws.recordSend(seed.vehicleIds[index] ?? -1, fixMs, sentAt)
      : undefined,
    progress: () => {
      const last = db.samples.at(-1);
      const proc = procs.samples.at(-1);
      return last
        ? `| written ${last.writtenPerSecond}/s queue ${last.queueDepth} waits ${last.backpressureWaits} | server ${proc?.serverCpu ?? 0}% ${proc?.serverRssMb ?? 0} MB, postgres ${proc?.postgresCpu ?? 0}%`
        : "";
    },
  });
  closeDevices = load.close;
  db.markLoadEnd();
  loadTo = procs.elapsed();
  log("load done; waiting for the queue to drain");
  const database = await db.finish();
  const latency = ws ? await ws.finish() : null;
  probeKill = null;
  const resources = procs.summary(loadFrom, loadTo);
  procs.stop();
  load.close();
  closeDevices = null;
  await stopServer();
  log("server stopped");

  let raw = null;
  if (!values["skip-raw"] && database.written > 0) {
    raw = await measureRawInsert(databaseUrl, { rows: database.written, vehicleIds: seed.vehicleIds, log });
  }
  if (!values["keep-db"]) await dropBenchDatabase(databaseUrl);
  const statementCost = await measureStatementCost();

  return {
    scenario: name,
    settings: { devices, rate, sockets, durationS },
    generator: load.summary,
    database,
    rawInsert: raw,
    serverVsRaw: raw
      ? {
          insert: Number((database.writtenPerSecondDuringLoad / raw.insert.rowsPerSecond).toFixed(2)),
          unnest: Number((database.writtenPerSecondDuringLoad / raw.unnest.rowsPerSecond).toFixed(2)),
          copy: Number((database.writtenPerSecondDuringLoad / raw.copy.rowsPerSecond).toFixed(2)),
        }
      : null,
    websocket: latency,
    resources,
    statementCost,
    samples: db.samples.map((sample) => {
      const proc = procs.samples.reduce(
        (best, candidate) =>
          Math.abs(candidate.t - (sample.t + dbOffset)) <
          Math.abs((best?.t ?? Number.POSITIVE_INFINITY) - (sample.t + dbOffset))
            ? candidate
            : best,
        procs.samples[0],
      );
      return {
        t: sample.t,
        written: sample.writtenPerSecond,
        queue: sample.queueDepth,
        waits: sample.backpressureWaits,
        flushMs: Math.round(sample.lastFlushMs),
        serverCpu: proc?.serverCpu,
        serverRssMb: proc?.serverRssMb,
        postgresCpu: proc?.postgresCpu,
      };
    }),
  };
}

async function machine() {
  const sql = postgres(databaseUrl.replace(/\/[^/]*$/, "/postgres"), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ version: string }[]>`select version()`;
    const settings = await sql<{ name: string; setting: string; unit: string | null }[]>`
      select name, setting, unit from pg_settings
      where name in ('shared_buffers', 'synchronous_commit', 'wal_level', 'max_wal_size', 'fsync')`;
    return {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Number((totalmem() / 1024 ** 3).toFixed(1)),
      node: process.version,
      postgres: row?.version.split(" on ")[0],
      postgresSettings: Object.fromEntries(
        settings.map((setting) => [
          setting.name,
          `${setting.setting}${setting.unit ? ` ${setting.unit}` : ""}`,
        ]),
      ),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function printBrief(result: Awaited<ReturnType<typeof runScenario>>) {
  const { database: db, rawInsert: raw, websocket: ws, resources: res, settings } = result;
  const latency = ws as { latencyMs?: { p50: number; p95: number; p99: number } } | null;
  const lines = [
    `${result.scenario}: ${settings.devices} devices, target ${settings.rate}/s, ${settings.sockets} sockets, ${settings.durationS} s`,
    `  sent ${result.generator.sentPerSecond}/s (skipped ${result.generator.skippedBackpressure}); written ${db.writtenPerSecondDuringLoad}/s during load (1-s median ${db.writtenPerSecondMedian}, min ${db.writtenPerSecondMin}); ${db.written} written, count(*) ${db.countStarPositions}; drain ${db.drainSeconds} s`,
    `  queue median ${db.queueDepthMedian}, peak ${db.queuePeak}; backpressure waits ${db.backpressureWaits}, gateway pauses ${db.gatewayBackpressurePauses}; ${db.rowsPerFlush} rows/flush, flush ${Math.round(db.lastFlushMsMedian)} ms`,
    raw
      ? `  raw INSERT ${raw.insert.rowsPerSecond}/s, UNNEST ${raw.unnest.rowsPerSecond}/s, COPY ${raw.copy.rowsPerSecond}/s → server = ${result.serverVsRaw?.insert} × INSERT, ${result.serverVsRaw?.copy} × COPY`
      : "  raw insert skipped",
    latency?.latencyMs
      ? `  socket latency p50 ${latency.latencyMs.p50} ms, p95 ${latency.latencyMs.p95} ms, p99 ${latency.latencyMs.p99} ms`
      : "  no socket latency",
    `  server CPU ${res.serverCpuMeanPct}% (max ${res.serverCpuMaxPct}%), RSS ${res.serverRssMeanMb} MB (peak ${res.serverRssPeakMb}); postgres ${res.postgresCpuMeanPct}%, generator ${res.benchCpuMeanPct}%, socket probe ${res.probeCpuMeanPct}%, machine ${res.machineBusyMeanPct}% busy`,
    `  statement building (server CPU, no database): insert ${result.statementCost.insertPositionsMs} ms + upsert ${result.statementCost.saveLatestStatesMs} ms per 1,000 rows (the insert as unnest arrays: ${result.statementCost.unnestInsertMs} ms)`,
  ];
  console.log(lines.join("\n"));
}

async function cleanup() {
  probeKill?.();
  closeDevices?.();
  await stopServer().catch(() => {});
  if (!values["keep-db"]) await dropBenchDatabase(databaseUrl).catch(() => {});
}

async function main() {
  const scenarios: ScenarioName[] =
    values.scenario === "both" ? ["throughput", "latency"] : [values.scenario as ScenarioName];
  for (const scenario of scenarios)
    if (!(scenario in PRESETS)) throw new Error(`unknown scenario ${scenario}`);
  const results = {
    startedAt: new Date().toISOString(),
    machine: await machine(),
    scenarios: [] as unknown[],
  };
  for (const scenario of scenarios) {
    const result = await runScenario(scenario);
    results.scenarios.push(result);
    const { samples: _samples, ...brief } = result;
    console.log(JSON.stringify(brief, null, 2));
  }
  for (const result of results.scenarios as Awaited<ReturnType<typeof runScenario>>[]) printBrief(result);
  if (values.out) {
    writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`);
    log(`results written to ${values.out}`);
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and dropping the bench database`);
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(async () => {
    await cleanup();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
