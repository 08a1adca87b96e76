/**
 * Public viewers benchmark against local PostgreSQL, in one command (build the server first):
 *
 *   npm run build && npx tsx bench/public-viewers/run.ts          # 5,000 viewers, 1 link, 20 moving vehicles, 60 s
 *   npx tsx bench/public-viewers/run.ts --viewers 1000 --links 4 --vehicles 10 --duration 30
 *
 * Creates the bench database and seeds it (bench/ingest/seed.ts: a company, vehicles with GT06 devices, an
 * operator), starts the built server as a child process, creates the temporary live views through GraphQL
 * (`createTemporaryLiveView`, each link picks lastSeen and speed), opens the public viewers' sockets in a child
 * process (viewerProbe.ts), drives every vehicle with one GT06 position a second (bench/ingest/gt06Load.ts),
 * samples /proc every second, and reports p50/p95/p99 from position ingest (the server's receipt time, the
 * `lastSeen` a viewer gets) to the viewer's message, with the server's CPU and memory. Then it stops the server
 * and drops the database. See bench/public-viewers/README.md and docs/performance.md. Not part of `make test`.
 */
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runGt06Load } from "../ingest/gt06Load.js";
import { login } from "../ingest/hooks.js";
import { startProcSampler } from "../ingest/procStats.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { forkProbe } from "../shared/probeProcess.js";

const { values } = parseArgs({
  options: {
    viewers: { type: "string", default: "5000" },
    links: { type: "string", default: "1" },
    vehicles: { type: "string", default: "20" },
    duration: { type: "string", default: "60" },
    "connect-rate": { type: "string", default: "200" },
    "per-address": { type: "string", default: "50" },
    "imei-base": { type: "string", default: "866000000000000" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_live" },
    "server-entry": { type: "string", default: "apps/server/dist/main.js" },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(`npx tsx bench/public-viewers/run.ts [options]   (build the server first: npm run build)
  --viewers N (5000)     public WebSocket viewers, spread evenly over the links
  --links N (1)          temporary live views (links); each has --vehicles vehicles of its own
  --vehicles N (20)      vehicles per link, each sending one GT06 position a second
  --duration S (60)      seconds of load after every device logged in
  --connect-rate N (200) new viewer sockets per second   --per-address N (50) viewers per loopback address
  --database-url (postgres://postgres@127.0.0.1:5432/armada_bench_live; created and dropped)
  --server-entry (apps/server/dist/main.js)  --keep-db  --out results.json`);
  process.exit(0);
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const databaseUrl = values["database-url"] as string;
const log = (line: string) =>
  console.log(`[public-viewers ${new Date().toISOString().slice(11, 19)}] ${line}`);

let server: ChildProcess | null = null;
let probeKill: (() => void) | null = null;
let closeDevices: (() => void) | null = null;

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  isSuccessful message temporaryLiveView { temporaryLvId shortKey } } }`;

async function createLink(baseUrl: string, cookie: string, name: string, vehicleIds: number[]) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-armada-client": "web" },
    body: JSON.stringify({
      query: CREATE,
      variables: { input: { name, duration: 1_440, vehicleIds, pickedColumns: ["lastSeen", "speed"] } },
    }),
  });
  const body = (await response.json()) as {
    data?: {
      createTemporaryLiveView: {
        isSuccessful: boolean;
        message: string;
        temporaryLiveView: { temporaryLvId: number; shortKey: string } | null;
      };
    };
  };
  const created = body.data?.createTemporaryLiveView;
  if (!created?.isSuccessful || !created.temporaryLiveView)
    throw new Error(`createTemporaryLiveView: ${created?.message ?? JSON.stringify(body)}`);
  return created.temporaryLiveView;
}

async function run() {
  const viewers = Number(values.viewers);
  const links = Number(values.links);
  const vehiclesPerLink = Number(values.vehicles);
  const devices = links * vehiclesPerLink;
  const durationS = Number(values.duration);
  const imeiBase = BigInt(values["imei-base"] as string);
  const machineBefore = { loadAverage1m: Number(loadavg()[0]?.toFixed(2)) };
  log(
    `${viewers} viewers on ${links} link(s), ${vehiclesPerLink} vehicles each (${devices}/s positions), ${durationS} s; load average before: ${machineBefore.loadAverage1m}`,
  );

  await createBenchDatabase(databaseUrl);
  const seed = await seedBenchDatabase({ url: databaseUrl, devices, imeiBase });
  const ports = await freePorts();
  server = await startBenchServer({
    repoRoot,
    entry: values["server-entry"] as string,
    databaseUrl,
    ports,
    // every viewer is admitted: the default caps (6,000 in all, 200 per link) would refuse most of one link's viewers
    env: {
      MAX_PUBLIC_SOCKETS: String(Math.max(viewers, 1)),
      MAX_PUBLIC_SOCKETS_PER_LINK: String(Math.max(Math.ceil(viewers / links), 1)),
    },
  });
  const child = server;
  const baseUrl = `http://127.0.0.1:${ports.http}`;
  log(`server pid ${child.pid} on http ${ports.http}, GT06 ${ports.gt06}`);

  const cookie = await login(baseUrl, seed.username, seed.password);
  const urls: string[] = [];
  for (let link = 0; link < links; link++) {
    const vehicleIds = seed.vehicleIds.slice(link * vehiclesPerLink, (link + 1) * vehiclesPerLink);
    const view = await createLink(baseUrl, cookie, `Bench ${link + 1}`, vehicleIds);
    urls.push(`ws://127.0.0.1:${ports.http}/ws/live-track?id=${view.temporaryLvId}&shToken=${view.shortKey}`);
  }

  const probe = forkProbe(new URL("./viewerProbe.ts", import.meta.url));
  probeKill = probe.kill;
  const procs = startProcSampler(() => ({ server: child.pid, probe: probe.child.pid }));
  probe.child.send({
    type: "start",
    urls,
    viewers,
    connectPerSecond: Number(values["connect-rate"]),
    perAddress: Number(values["per-address"]),
  });
  const { type: _ready, ...ready } = await probe.nextMessage<{
    type: string;
    open: number;
    failed: number;
    snapshots: number;
    connectSeconds: number;
  }>("ready", 180_000);
  log(
    `viewers: ${ready.open} open, ${ready.failed} failed, ${ready.snapshots} snapshots, in ${ready.connectSeconds} s`,
  );

  let loadFrom = 0;
  const load = await runGt06Load({
    host: "127.0.0.1",
    port: ports.gt06,
    devices,
    rate: devices,
    durationS,
    connectRate: Number(values["connect-rate"]),
    heartbeatS: 3_600, // no heartbeats: only positions move the vehicles
    imeiBase,
    log,
    onLoadStart: () => {
      loadFrom = procs.elapsed();
    },
    progress: () => {
      const proc = procs.samples.at(-1);
      return proc
        ? `| server ${proc.serverCpu}% ${proc.serverRssMb} MB, viewers' probe ${proc.probeCpu}%, postgres ${proc.postgresCpu}%, machine ${proc.machineBusy}% busy`
        : "";
    },
  });
  closeDevices = load.close;
  const loadTo = procs.elapsed();
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last hub flushes
  const resultMessage = probe.nextMessage<Record<string, unknown>>("result", 120_000);
  probe.child.send({ type: "finish" });
  const { type: _type, ...viewerResult } = await resultMessage;
  probeKill = null;
  const resources = procs.summary(loadFrom, loadTo);
  procs.stop();
  load.close();
  closeDevices = null;
  await stopBenchServer(server);
  server = null;
  log("server stopped");
  if (!values["keep-db"]) await dropBenchDatabase(databaseUrl);

  return {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Number((totalmem() / 1024 ** 3).toFixed(1)),
      node: process.version,
      ...machineBefore,
    },
    settings: { viewers, links, vehiclesPerLink, positionsPerSecond: devices, durationS },
    connected: ready,
    generator: load.summary,
    viewers: viewerResult,
    resources,
    samples: procs.samples,
  };
}

async function cleanup() {
  probeKill?.();
  closeDevices?.();
  await stopBenchServer(server).catch(() => {});
  server = null;
  if (!values["keep-db"]) await dropBenchDatabase(databaseUrl).catch(() => {});
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and dropping the bench database`);
    void cleanup().finally(() => process.exit(130));
  });
}

run()
  .then(async (result) => {
    const { samples: _samples, ...brief } = result;
    console.log(JSON.stringify(brief, null, 2));
    const latency = result.viewers.latencyMs as { p50: number; p95: number; p99: number } | undefined;
    const res = result.resources;
    console.log(
      [
        `${result.settings.viewers} viewers, ${result.settings.links} link(s) × ${result.settings.vehiclesPerLink} vehicles, ${result.settings.durationS} s`,
        `  ingest → viewer p50 ${latency?.p50} ms, p95 ${latency?.p95} ms, p99 ${latency?.p99} ms (goal p99 < 500 ms)`,
        `  server CPU ${res.serverCpuMeanPct}% (max ${res.serverCpuMaxPct}%), RSS ${res.serverRssMeanMb} MB (peak ${res.serverRssPeakMb}); viewers' probe ${res.probeCpuMeanPct}%, generator ${res.benchCpuMeanPct}%, postgres ${res.postgresCpuMeanPct}%, machine ${res.machineBusyMeanPct}% busy`,
      ].join("\n"),
    );
    if (values.out) {
      writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
      log(`results written to ${values.out}`);
    }
    await cleanup();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
