/**
 * Mixed traffic of every protocol at once against the built server as `make start` runs it (embedded database in a
 * fresh DATA_DIR, demo data, simulator off), over real TCP and HTTP:
 *
 *   npm run build && npx tsx bench/ingest/replay.ts --devices 50 --rounds 5
 *   npx tsx bench/ingest/replay.ts --http-port 4120 --device-port-base 22000   # fixed ports (base + usual port % 1000)
 *
 * Creates the devices through the API (createVehicle as admin), plays the simulator's replay (startReplay: positions,
 * heartbeats, alarms, status, command answers, buffered batches, bad checksums, malformed and unknown frames, cut
 * frames, random bytes), then checks through the API alone: every position sent is stored (routeHistory of each
 * vehicle, filtered fixes included) and every acknowledged one among them, every unreadable frame is counted in
 * /api/metrics under its protocol with its reason, and /api/health answered throughout. Exits 1 when a check fails.
 * Results and reading: docs/protocols.md. Not part of `make test` (its short form is mixedTraffic.test.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { INGEST_PROTOCOL_TYPES, INGEST_PROTOCOLS, type IngestProtocolType } from "@armada/domain";
import { startReplay } from "@armada/simulator";
import { freePort } from "../shared/benchServer.js";
import { login } from "./hooks.js";
import { createBenchDatabase, dropBenchDatabase } from "./seed.js";

const { values } = parseArgs({
  options: {
    devices: { type: "string", default: "50" },
    rounds: { type: "string", default: "5" },
    strangers: { type: "string", default: "5" },
    "http-port": { type: "string" },
    "device-port-base": { type: "string" },
    "database-url": { type: "string" },
    "cpu-prof": { type: "string" },
    "keep-data": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(`npx tsx bench/ingest/replay.ts [--devices N per protocol (50)] [--rounds N (5)] [--strangers N per protocol (5)]
  [--http-port P] [--device-port-base B: each gateway on B + its usual port % 1000; default free ports] [--keep-data]
  [--database-url postgres://…/armada_replay: PostgreSQL instead of the embedded database (created and dropped)]
  [--cpu-prof DIR: the server runs with node --cpu-prof, its profile written to DIR when it stops]`);
  process.exit(0);
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const log = (line: string) => console.log(`[replay ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const API_HEADERS = { "content-type": "application/json", "x-armada-client": "web" };
/**
 * Every 250 ms GETs /api/health (answers after a database ping) and /api/metrics (in memory: tells whether the
 * event loop or the database is slow), 5 s timeout each; one JSON line per GET: which, time, ms, status (0: none).
 */
const HEALTH_PROBE = `
const base = process.argv[1];
(async () => {
  for (;;) {
    for (const which of ["health", "metrics"]) {
      const started = performance.now();
      const status = await fetch(base + "/api/" + which, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.status,
        () => 0,
      );
      const at = new Date().toISOString().slice(11, 19);
      console.log(JSON.stringify({ which, at, ms: performance.now() - started, status }));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();`;

const USUAL_PORTS: Record<IngestProtocolType | "ftp" | "media" | "attachment", number> = {
  ftp: 5021,
  media: 1078,
  attachment: 5016,
  ...(Object.fromEntries(
    INGEST_PROTOCOLS.map(({ vendorType, defaultPort }) => [vendorType, defaultPort]),
  ) as Record<IngestProtocolType, number>),
};

async function portsOf(base: number | null) {
  const ports = {} as Record<keyof typeof USUAL_PORTS, number>;
  for (const [name, usual] of Object.entries(USUAL_PORTS))
    ports[name as keyof typeof USUAL_PORTS] = base === null ? await freePort() : base + (usual % 1000);
  return ports;
}

async function startServer(
  dataDir: string,
  httpPort: number,
  ports: Awaited<ReturnType<typeof portsOf>>,
  databaseUrl: string | undefined,
) {
  const child = spawn(
    process.execPath,
    [
      "--max-semi-space-size=128",
      ...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : []),
      join(repoRoot, "apps/server/dist/main.js"),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SIMULATOR: "off",
        // the gateways warn once per device and unreadable frame kind: thousands of lines here
        LOG_LEVEL: "error",
        HOST: "127.0.0.1",
        PORT: String(httpPort),
        INGEST_HOST: "127.0.0.1",
        FTP_PORT: String(ports.ftp),
        FTP_PASSIVE_PORTS: `${ports.ftp + 900}-${ports.ftp + 909}`,
        JT1078_PORT: String(ports.media),
        JT808_ATTACHMENT_PORT: String(ports.attachment),
        ...Object.fromEntries(
          INGEST_PROTOCOLS.map(({ vendorType, portEnv }) => [portEnv, String(ports[vendorType])]),
        ),
        MAX_DEVICE_CONNECTIONS_PER_ADDRESS: "100000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n"))
      if (line.trim()) console.log(`[server] ${line.slice(0, 300)}`);
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    const metrics = await fetch(`http://127.0.0.1:${httpPort}/api/metrics`).catch(() => null);
    if (metrics?.ok && (await metrics.text()).includes("armada_ingest_suntech_connections_open"))
      return child;
    await sleep(300);
  }
  child.kill("SIGKILL");
  throw new Error("server did not start within 120 s");
}

/** `ingest_…` counters of /api/metrics. */
async function scrape(baseUrl: string) {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const values = new Map<string, number>();
  for (const [, name, value] of text.matchAll(/^armada_(ingest_\S+) (\d+)$/gm))
    values.set(name as string, Number(value));
  return values;
}

/**
 * Each protocol's frames counted as not read, by reason (`crc_errors` for the GT06 and JT/T 808 checksums,
 * `rate_limited` for OsmAnd requests refused over the allowance).
 */
function notReadByProtocol(metrics: Map<string, number>) {
  return Object.fromEntries(
    INGEST_PROTOCOL_TYPES.map((protocol) => {
      const reasons: Record<string, number> = {};
      for (const [name, value] of metrics) {
        if (name.startsWith(`ingest_${protocol}_frames_not_read_`))
          reasons[name.slice(`ingest_${protocol}_frames_not_read_`.length)] = value;
        if (name === `ingest_${protocol}_crc_errors` && value > 0) reasons.crc_errors = value;
        // OsmAnd: requests without a device id share their address's allowance; past it they are answered 429
        if (name === `ingest_${protocol}_rate_limited` && value > 0) reasons.rate_limited = value;
      }
      return [protocol, reasons];
    }),
  ) as Record<IngestProtocolType, Record<string, number>>;
}
const sum = (reasons: Record<string, number>) =>
  Object.values(reasons).reduce((total, value) => total + value, 0);

async function main() {
  const perProtocol = Number(values.devices);
  const dataDir = mkdtempSync(join(tmpdir(), "armada-replay-"));
  const databaseUrl = values["database-url"];
  const httpPort = values["http-port"] ? Number(values["http-port"]) : await freePort();
  const ports = await portsOf(values["device-port-base"] ? Number(values["device-port-base"]) : null);
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  let server: ChildProcess | null = null;
  const healthFailures: string[] = [];
  const healthMs: number[] = [];
  const metricsMs: number[] = [];
  let health: ChildProcess | null = null;
  try {
    if (databaseUrl) await createBenchDatabase(databaseUrl);
    server = await startServer(dataDir, httpPort, ports, databaseUrl);
    log(`server pid ${server.pid} on ${baseUrl}, data ${dataDir}`);
    const cookie = await login(baseUrl, "admin", "armada-demo");
    const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { ...API_HEADERS, cookie },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };

    const devices: { protocol: IngestProtocolType; imei: string; vehicleId: number }[] = [];
    for (const [protocolIndex, protocol] of INGEST_PROTOCOL_TYPES.entries())
      for (let index = 0; index < perProtocol; index++) {
        const imei = `8691${String(protocolIndex).padStart(2, "0")}0000${String(index).padStart(5, "0")}`;
        const { createVehicle } = await graphql<{
          createVehicle: { isSuccessful: boolean; message: string; data: { id: number } | null };
        }>(
          "mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful message data { id } } }",
          {
            input: {
              licensePlate: `B ${1000 + protocolIndex * 500 + index} RPL`,
              imei,
              vendorType: protocol,
            },
          },
        );
        if (!createVehicle.data)
          throw new Error(`createVehicle ${protocol} ${imei}: ${createVehicle.message}`);
        devices.push({ protocol, imei, vehicleId: createVehicle.data.id });
      }
    log(`${devices.length} vehicles created (${perProtocol} per protocol)`);

    // in a process of its own, so the replay's busy event loop here does not delay the probe's answers
    const probe = spawn(process.execPath, ["-e", HEALTH_PROBE, baseUrl], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    health = probe;
    let probeText = "";
    probe.stdout.on("data", (chunk: Buffer) => {
      probeText += chunk.toString();
      const lines = probeText.split("\n");
      probeText = lines.pop() ?? "";
      for (const line of lines) {
        const { which, at, ms, status } = JSON.parse(line) as {
          which: string;
          at: string;
          ms: number;
          status: number;
        };
        if (which === "metrics") {
          metricsMs.push(ms);
          continue;
        }
        healthMs.push(ms);
        if (status !== 200)
          healthFailures.push(
            `${at} ${status === 0 ? "no answer" : `HTTP ${status}`} in ${Math.round(ms)} ms`,
          );
      }
    });
    const startedAt = new Date(Date.now() - 3_600_000);
    const replay = await startReplay({
      host: "127.0.0.1",
      ports: Object.fromEntries(
        INGEST_PROTOCOL_TYPES.map((protocol) => [protocol, ports[protocol]]),
      ) as Record<IngestProtocolType, number>,
      devices,
      rounds: Number(values.rounds),
      strangers: Number(values.strangers),
      start: startedAt,
      timeoutMs: 60_000,
    });
    log(
      `traffic sent (${replay.report.gt06.devices} devices of each protocol logged in and played); counting what is stored`,
    );

    const storedOf = async (vehicleId: number) => {
      const { routeHistory } = await graphql<{
        routeHistory: { data: { points: unknown[]; filteredPoints: unknown[] } | null; message: string };
      }>(
        "query ($filter: RouteHistoryFilter!) { routeHistory(filter: $filter) { message data { points { fixTime } filteredPoints { fixTime } } } }",
        {
          filter: {
            vehicleId,
            startTime: startedAt.toISOString(),
            endTime: new Date().toISOString(),
            withFiltered: true,
          },
        },
      );
      if (!routeHistory.data) throw new Error(`routeHistory ${vehicleId}: ${routeHistory.message}`);
      return routeHistory.data.points.length + routeHistory.data.filteredPoints.length;
    };
    const storedByProtocol = async () => {
      const stored = Object.fromEntries(INGEST_PROTOCOL_TYPES.map((protocol) => [protocol, 0])) as Record<
        IngestProtocolType,
        number
      >;
      for (const { protocol, vehicleId } of devices) stored[protocol] += await storedOf(vehicleId);
      return stored;
    };
    let stored = await storedByProtocol();
    const deadline = Date.now() + 60_000;
    while (
      INGEST_PROTOCOL_TYPES.some((protocol) => stored[protocol] < replay.report[protocol].positionsSent) &&
      Date.now() < deadline
    ) {
      await sleep(1_000);
      stored = await storedByProtocol();
    }
    const beforeFinish = notReadByProtocol(await scrape(baseUrl));
    await replay.finish();
    await sleep(1_000);
    const metrics = await scrape(baseUrl);
    const after = notReadByProtocol(metrics);
    probe.kill();
    const serverAlive = server.exitCode === null;

    const rows = INGEST_PROTOCOL_TYPES.map((protocol) => {
      const report = replay.report[protocol];
      return {
        protocol,
        devices: report.devices,
        loggedIn: report.loggedIn,
        ...report.frames,
        positionsSent: report.positionsSent,
        acknowledged: report.positionsAcknowledged,
        stored: stored[protocol],
        notReadCounted: sum(beforeFinish[protocol]),
        discardedBytes: metrics.get(`ingest_${protocol}_discarded_bytes`) ?? 0,
        closedByServer: report.closedByServer,
        reasons: after[protocol],
      };
    });
    console.table(rows.map(({ reasons: _reasons, ...row }) => row));
    for (const { protocol, reasons } of rows) log(`${protocol} not read: ${JSON.stringify(reasons)}`);
    const failures = rows.flatMap((row) => [
      ...(row.stored !== row.positionsSent
        ? [`${row.protocol}: ${row.positionsSent} sent, ${row.stored} stored`]
        : []),
      ...(row.acknowledged !== null && row.acknowledged !== row.positionsSent
        ? [`${row.protocol}: ${row.acknowledged} of ${row.positionsSent} acknowledged`]
        : []),
      ...(row.notReadCounted !== row.bad
        ? [`${row.protocol}: ${row.bad} bad frames, ${row.notReadCounted} counted`]
        : []),
      ...(row.loggedIn !== row.devices
        ? [`${row.protocol}: ${row.loggedIn} of ${row.devices} logged in`]
        : []),
    ]);
    if (!serverAlive) failures.push("the server exited");
    if (healthFailures.length > 0)
      failures.push(
        `/api/health failed ${healthFailures.length} of ${healthMs.length} probes: ${healthFailures.join("; ")}`,
      );
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`;
    };
    log(
      `/api/health answered ${healthMs.length - healthFailures.length} of ${healthMs.length} probes (${spread(healthMs)}); /api/metrics (in memory) ${spread(metricsMs)}; server ${serverAlive ? "running" : "exited"}; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
    );
    if (failures.length > 0) {
      for (const failure of failures) log(`FAIL ${failure}`);
      process.exitCode = 1;
    } else log("every position stored, every unreadable frame counted with its reason, no crash");
  } finally {
    health?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, sleep(30_000)]);
    }
    if (!values["keep-data"]) {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropBenchDatabase(databaseUrl);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
