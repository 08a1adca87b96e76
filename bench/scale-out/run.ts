/**
 * Scale-out benchmark: the same GT06 load into one instance and into two instances (split over both gateways),
 * every instance on one PostgreSQL and one NATS, one operator socket on the LAST instance measuring device → socket
 * latency (so with two instances half the positions cross NATS). A first run on the in-process bus gives the cost of
 * NATS for one instance. Figures in docs/performance.md ("Scale-out over NATS").
 *
 *   npm run build && npx tsx bench/scale-out/run.ts --devices 300 --rate 600 --duration 20
 *
 * Needs PostgreSQL (127.0.0.1:5432) and NATS with JetStream (127.0.0.1:4222). Not part of `make test`.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { decodeVehicleUpdatesMessage } from "@armada/domain";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import postgres from "postgres";
import WebSocket from "ws";
import { runGt06Load } from "../ingest/gt06Load.js";
import { latencyKey } from "../ingest/latencyKey.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { Histogram } from "../shared/histogram.js";

const { values } = parseArgs({
  options: {
    devices: { type: "string", default: "300" },
    rate: { type: "string", default: "600" },
    duration: { type: "string", default: "20" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432" },
    "nats-url": { type: "string", default: "nats://127.0.0.1:4222" },
  },
});
const devices = Number(values.devices);
const rate = Number(values.rate);
const durationS = Number(values.duration);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const IMEI_BASE = 864_800_000_000_000n;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined) {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Scenario {
  name: string;
  instances: number;
  nats: boolean;
}

async function runScenario(scenario: Scenario) {
  const databaseUrl = `${values["postgres-url"]}/armada_scale_${randomBytes(4).toString("hex")}`;
  await createBenchDatabase(databaseUrl);
  const seed = await seedBenchDatabase({ url: databaseUrl, devices, imeiBase: IMEI_BASE });
  const prefix = `bench${randomBytes(4).toString("hex")}`;
  const servers: { child: ChildProcess; ports: Awaited<ReturnType<typeof freePorts>> }[] = [];
  try {
    for (let index = 0; index < scenario.instances; index++) {
      const ports = await freePorts();
      const env: Record<string, string> = scenario.nats
        ? { NATS_URL: values["nats-url"] as string, NATS_PREFIX: prefix }
        : {};
      servers.push({
        child: await startBenchServer({
          repoRoot,
          databaseUrl,
          ports,
          env,
        }),
        ports,
      });
    }
    const last = servers[servers.length - 1];
    if (!last) throw new Error("no server");
    const login = await fetch(`http://127.0.0.1:${last.ports.http}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-armada-client": "web" },
      body: JSON.stringify({ username: seed.username, password: seed.password }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const socket = new WebSocket(`ws://127.0.0.1:${last.ports.http}/ws`, { headers: { cookie } });
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const sentAt = new Map<number, number>();
    const arrivals: { key: number; at: number }[] = [];
    socket.on("message", (data) => {
      const at = performance.timeOrigin + performance.now();
      const text = data.toString();
      if (!text.startsWith('{"type":"vehicle-updates"')) return;
      for (const update of decodeVehicleUpdatesMessage(JSON.parse(text)))
        arrivals.push({ key: latencyKey(update.vehicleId, Date.parse(update.fixTime)), at });
    });

    const cpuBefore = servers.map(({ child }) => cpuSeconds(child.pid));
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [before] = await sql<{ count: number }[]>`select count(*)::int as count from positions`;
    // each instance's gateway gets its own share of the devices, at its share of the rate
    const share = Math.floor(devices / servers.length);
    const loads = await Promise.all(
      servers.map(({ ports }, index) =>
        runGt06Load({
          host: "127.0.0.1",
          port: ports.gt06,
          devices: share,
          rate: rate / servers.length,
          durationS,
          connectRate: 500,
          heartbeatS: 60,
          imeiBase: IMEI_BASE + BigInt(index * share),
          onPosition: (device, fixMs, sent) =>
            sentAt.set(latencyKey(seed.vehicleIds[index * share + device] ?? -1, fixMs), sent),
          log: () => {},
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [after] = await sql<{ count: number }[]>`select count(*)::int as count from positions`;
    const cpuAfter = servers.map(({ child }) => cpuSeconds(child.pid));
    await sql.end({ timeout: 5 });
    socket.close();
    for (const load of loads) load.close();

    const latency = new Histogram();
    for (const { key, at } of arrivals) {
      const sent = sentAt.get(key);
      if (sent !== undefined) latency.add(at - sent);
    }
    const seconds = Math.max(...loads.map((load) => load.summary.durationS));
    return {
      scenario: scenario.name,
      sentPerSecond: loads.reduce((sum, load) => sum + load.summary.sentPerSecond, 0),
      writtenPerSecond: Math.round(((after?.count ?? 0) - (before?.count ?? 0)) / seconds),
      deviceToSocketMs: { p50: latency.percentile(50), p99: latency.percentile(99), n: latency.total },
      cpuPercentPerInstance: cpuAfter.map((end, index) =>
        Math.round(((end - (cpuBefore[index] ?? 0)) / (seconds + 3)) * 100),
      ),
    };
  } finally {
    for (const { child } of servers) await stopBenchServer(child);
    await dropBenchDatabase(databaseUrl);
    if (scenario.nats) {
      const connection = await connect({ servers: values["nats-url"] as string });
      await (await jetstreamManager(connection)).streams.delete(`${prefix}_durable`).catch(() => false);
      await connection.close();
    }
  }
}

const results = [];
for (const scenario of [
  { name: "1 instance, in-process bus", instances: 1, nats: false },
  { name: "1 instance, NATS", instances: 1, nats: true },
  { name: "2 instances, NATS", instances: 2, nats: true },
])
  results.push(await runScenario(scenario));
console.log(JSON.stringify({ devices, rate, durationS, results }, null, 2));
