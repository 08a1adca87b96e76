/**
 * Driver-call audio latency through the server (issue 18): the built server as a child process on PostgreSQL, N
 * simulated BSJ dashcams (tools/simulator: JT/T 808 link, JT/T 1078 media stream, G.711 A-law, echo of what they
 * hear) and N operators on the call socket, all calls at once. Each operator sends 8 kHz PCM frames of silence every
 * 80 ms with a loud 1 kHz marker frame every `--marker-ms`; the dashcam echoes it; the time from sending the marker
 * to hearing it back is the round trip: the server's uplink (socket → G.711 → JT/T 1078 packets) + the dashcam's
 * echo (0–40 ms waiting for its next packet) + the server's downlink (packets → PCM → socket). Half the round trip
 * bounds what the server adds one way from above.
 *
 *   npm run build && npx tsx bench/calls/run.ts [--calls 50] [--seconds 30] [--marker-ms 500] [--out file.json]
 *     [--two-instances [--nats-url nats://127.0.0.1:4222]]
 *
 * With --two-instances, two servers over NATS: the operators' call sockets on A, the dashcams' JT/T 808 links and
 * media streams on B (A tells them B's media port), so every frame crosses the bus relay both ways.
 *
 * Needs the local PostgreSQL at 127.0.0.1:5432 (trust authentication for postgres). Not part of `make test`.
 */

import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bytesFromPcm, CALL_SOCKET_PATH, type CallServerMessage, pcmFromBytes } from "@armada/domain";
import { startSimulator } from "@armada/simulator";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import postgres from "postgres";
import WebSocket from "ws";
import { BENCH_PASSWORD, createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { benchLogin } from "../shared/benchLogin.js";
import { freePort, freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { Histogram } from "../shared/histogram.js";

const { values: args } = parseArgs({
  options: {
    calls: { type: "string", default: "50" },
    seconds: { type: "string", default: "30" },
    "marker-ms": { type: "string", default: "500" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_calls" },
    out: { type: "string" },
    "two-instances": { type: "boolean", default: false },
    "nats-url": { type: "string", default: "nats://127.0.0.1:4222" },
  },
});
const twoInstances = args["two-instances"] === true;
const natsUrl = args["nats-url"] as string;
const natsPrefix = `benchcalls${randomBytes(4).toString("hex")}`;
const calls = Number(args.calls);
const seconds = Number(args.seconds);
const markerMs = Number(args["marker-ms"]);
const url = args["database-url"] as string;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const IMEI_BASE = 628130000000n;
const FRAME = 640;
/** RMS above which a heard frame is the marker (the dashcam's own voice stays below ~6,000) */
const MARKER_RMS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const marker = Int16Array.from({ length: FRAME }, (_, index) =>
  Math.round(20_000 * Math.sin((2 * Math.PI * 1000 * index) / 8000)),
);
const silence = new Int16Array(FRAME);
const rms = (samples: Int16Array) =>
  Math.sqrt(samples.reduce((total, sample) => total + sample * sample, 0) / Math.max(1, samples.length));

/** One operator's call: silence with a marker now and then; round trips of the markers heard back. */
function operatorCall(
  httpPort: number,
  cookie: string,
  vehicleId: number,
  histogram: Histogram,
  uplink: { histogram: Histogram; sentAt: number | null },
) {
  const socket = new WebSocket(`ws://127.0.0.1:${httpPort}${CALL_SOCKET_PATH}?vehicleId=${vehicleId}`, {
    headers: { cookie },
  });
  const state = { connected: false, ended: null as string | null, sent: 0, heard: 0 };
  let pendingSince: number | null = null;
  let lastMarker = 0;
  let tick: NodeJS.Timeout | null = null;
  socket.on("message", (data: Buffer, binary) => {
    if (!binary) {
      const message = JSON.parse(data.toString()) as CallServerMessage;
      if (message.type === "connected") state.connected = true;
      if (message.type === "ended") state.ended = message.reason;
      if (message.type === "refused") state.ended = message.errorName;
      return;
    }
    if (pendingSince !== null && rms(pcmFromBytes(new Uint8Array(data))) > MARKER_RMS) {
      histogram.add(performance.now() - pendingSince);
      pendingSince = null;
      state.heard += 1;
    }
  });
  socket.on("open", () => {
    tick = setInterval(() => {
      const now = performance.now();
      // a marker not heard back within a second (sent while the dashcam spoke its own phrase) is given up
      if (pendingSince !== null && now - pendingSince > 1_000) pendingSince = null;
      const due = state.connected && pendingSince === null && now - lastMarker >= markerMs;
      if (due) {
        lastMarker = now;
        pendingSince = now;
        uplink.sentAt = now;
        state.sent += 1;
      }
      socket.send(bytesFromPcm(due ? marker : silence));
    }, 80);
  });
  socket.on("close", () => {
    if (tick) clearInterval(tick);
  });
  return { state, close: () => socket.close() };
}

async function main() {
  console.log(
    `driver-call latency: ${calls} calls at once for ${seconds} s, a marker every ${markerMs} ms` +
      (twoInstances ? ", operators on instance A, dashcams on instance B (relayed over NATS)" : ""),
  );
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: calls, imeiBase: IMEI_BASE, vendorType: "bsj" });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`update companies set max_active_calls = ${calls} where id = ${seed.companyId}`;
  // 12-digit terminal numbers, as most dashcams have (the seed pads IMEIs to 15 digits)
  await sql`update devices set imei = ltrim(imei, '0') where company_id = ${seed.companyId}`;
  await sql`update roles set access_keys = array(select distinct unnest(access_keys || array['b3f-two-way-communication:read', 'b3f-two-way-communication-all-module:read']))
    where company_id = ${seed.companyId}`;
  const ports = await freePorts();
  const mediaPort = await freePort();
  const nats: Record<string, string> = twoInstances ? { NATS_URL: natsUrl, NATS_PREFIX: natsPrefix } : {};
  /** the dashcams' instance (and the operators', on one instance) */
  const server = await startBenchServer({
    repoRoot,
    databaseUrl: url,
    ports,
    env: { JT1078_PORT: String(mediaPort), JT1078_PUBLIC_HOST: "127.0.0.1", ...nats },
  });
  const operatorPorts = twoInstances ? await freePorts() : ports;
  const operatorServer = twoInstances
    ? await startBenchServer({
        repoRoot,
        databaseUrl: url,
        ports: operatorPorts,
        env: {
          JT1078_PORT: String(await freePort()),
          JT1078_PUBLIC_HOST: "127.0.0.1",
          JT1078_PUBLIC_PORT: String(mediaPort),
          ...nats,
        },
      })
    : null;
  const histogram = new Histogram(10_000);
  /** per terminal: when its operator last sent a marker, and how long until the dashcam heard it */
  const uplinks = new Map<string, { histogram: Histogram; sentAt: number | null }>();
  const uplinkHistogram = new Histogram(10_000);
  const terminalOf = (index: number) => (IMEI_BASE + BigInt(index)).toString();
  for (let index = 0; index < calls; index++)
    uplinks.set(terminalOf(index), { histogram: uplinkHistogram, sentAt: null });
  const simulator = startSimulator({
    host: "127.0.0.1",
    gt06Port: ports.gt06,
    osmandPort: ports.osmand,
    jt808Port: ports.jt808,
    devices: Array.from({ length: calls }, (_, index) => ({
      protocol: "jt808" as const,
      id: terminalOf(index),
    })),
    callHeard(terminalId, level) {
      const uplink = uplinks.get(terminalId);
      if (!uplink || uplink.sentAt === null || level < MARKER_RMS) return;
      uplink.histogram.add(performance.now() - uplink.sentAt);
      uplink.sentAt = null;
    },
    rateSeconds: 2,
    heartbeatSeconds: 5,
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await sql<
        { reported: number }[]
      >`select count(*)::int as reported from vehicle_latest_status
        where company_id = ${seed.companyId}`;
      if ((row?.reported ?? 0) >= calls && simulator.stats().jt808.authentications >= calls) break;
      if (Date.now() > deadline)
        throw new Error(
          `dashcams did not report within 60 s: ${row?.reported} positions, ${simulator.stats().jt808.authentications} logins`,
        );
      await sleep(500);
    }
    const cookie = await benchLogin(operatorPorts.http, seed.username, BENCH_PASSWORD);
    const operators = seed.vehicleIds.map((vehicleId, index) =>
      operatorCall(
        operatorPorts.http,
        cookie,
        vehicleId,
        histogram,
        uplinks.get(terminalOf(index)) as { histogram: Histogram; sentAt: number | null },
      ),
    );
    const answerBy = Date.now() + 30_000;
    while (operators.some((call) => !call.state.connected) && Date.now() < answerBy) await sleep(200);
    const connected = operators.filter((call) => call.state.connected).length;
    console.log(`${connected}/${calls} calls connected; measuring ${seconds} s`);
    await sleep(seconds * 1000);
    const sent = operators.reduce((total, call) => total + call.state.sent, 0);
    const heard = operators.reduce((total, call) => total + call.state.heard, 0);
    const ended = operators.filter((call) => call.state.ended).map((call) => call.state.ended);
    for (const call of operators) call.close();
    const result = {
      twoInstances,
      calls,
      connected,
      endedEarly: ended,
      seconds,
      markersSent: sent,
      markersHeard: heard,
      roundTripMs: {
        p50: histogram.percentile(50),
        p95: histogram.percentile(95),
        p99: histogram.percentile(99),
        max: histogram.percentile(100),
      },
      uplinkMs: {
        p50: uplinkHistogram.percentile(50),
        p95: uplinkHistogram.percentile(95),
        p99: uplinkHistogram.percentile(99),
        max: uplinkHistogram.percentile(100),
        count: uplinkHistogram.total,
      },
      dashcamFramesHeard: simulator.stats().jt808.callFramesHeard,
    };
    console.log(JSON.stringify(result, null, 2));
    if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 2));
  } finally {
    await simulator.stop();
    if (operatorServer) await stopBenchServer(operatorServer);
    await stopBenchServer(server);
    if (twoInstances) {
      const connection = await connect({ servers: natsUrl });
      await (await jetstreamManager(connection)).streams.delete(`${natsPrefix}_durable`).catch(() => false);
      await connection.close();
    }
    await sql.end({ timeout: 5 });
    await dropBenchDatabase(url);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
