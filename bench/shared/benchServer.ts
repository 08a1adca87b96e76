/**
 * The built server as a child process of a benchmark: free ports, start (waits until the device gateways listen),
 * stop (SIGTERM, then SIGKILL after 60 s: a profiled server writes its profile on the way out). Used by bench/ingest and bench/public-viewers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { TRACKER_VENDORS, type TrackerVendorType } from "@armada/domain";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchPorts {
  http: number;
  gt06: number;
  jt808: number;
  osmand: number;
  ftp: number;
  /** JT/T 1078 media (driver calls): a fixed default port taken by another server would stop this one starting */
  media: number;
  /** each codec protocol's port (Teltonika, H02, ...), known so a load generator can reach it */
  trackers: Record<TrackerVendorType, number>;
}

export async function freePorts(): Promise<BenchPorts> {
  const trackers = {} as Record<TrackerVendorType, number>;
  for (const { vendorType } of TRACKER_VENDORS) trackers[vendorType] = await freePort();
  return {
    http: await freePort(),
    gt06: await freePort(),
    jt808: await freePort(),
    osmand: await freePort(),
    ftp: await freePort(),
    media: await freePort(),
    trackers,
  };
}

export interface BenchServerOptions {
  repoRoot: string;
  /** relative to repoRoot, the built server by default; a `.ts` entry runs under tsx (development only) */
  entry?: string;
  databaseUrl: string;
  ports: BenchPorts;
  /** run with node --cpu-prof, profile written to this folder */
  cpuProfDir?: string | undefined;
  /** settings the benchmark needs (connection caps) */
  env?: Record<string, string>;
}

/** The V8 flags the server runs with in production (Makefile `start`, apps/server `npm start`; docs/decisions.md). */
const SERVER_NODE_FLAGS = ["--max-semi-space-size=128"];

/**
 * Starts `DATABASE_URL=… DEMO=off SIMULATOR=off LOG_LEVEL=warn` with the per-address caps lifted on 127.0.0.1
 * and the given ports.
 */
export async function startBenchServer(options: BenchServerOptions) {
  const entry = `${options.repoRoot}${options.entry ?? "apps/server/dist/main.js"}`;
  if (!existsSync(entry)) throw new Error(`${entry} not found: build the server first (npm run build)`);
  const profile = options.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, ...loader, entry], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      DEMO: "off",
      SIMULATOR: "off",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(options.ports.http),
      INGEST_HOST: "127.0.0.1",
      GT06_PORT: String(options.ports.gt06),
      JT808_PORT: String(options.ports.jt808),
      FTP_PORT: String(options.ports.ftp),
      JT1078_PORT: String(options.ports.media),
      JT808_ATTACHMENT_PORT: "0",
      OSMAND_PORT: String(options.ports.osmand),
      ...Object.fromEntries(
        TRACKER_VENDORS.map(({ vendorType, portEnv }) => [
          portEnv,
          String(options.ports.trackers[vendorType]),
        ]),
      ),
      // every simulated device connects from 127.0.0.1: lift the per-address cap (the total stays the default)
      MAX_DEVICE_CONNECTIONS_PER_ADDRESS: process.env.MAX_DEVICE_CONNECTIONS_PER_ADDRESS ?? "100000",
      // the operator sockets and the metrics scrape all come from 127.0.0.1 too (the default cap is 500 per address,
      // so a 1,000-socket run had its scrape and half its sockets refused), and up to 5,000 operator sockets
      MAX_CLIENT_CONNECTIONS_PER_ADDRESS: process.env.MAX_CLIENT_CONNECTIONS_PER_ADDRESS ?? "100000",
      MAX_OPERATOR_SOCKETS: process.env.MAX_OPERATOR_SOCKETS ?? "10000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n"))
      if (line.trim()) console.log(`[server] ${line.slice(0, 400)}`);
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  const metricsUrl = `http://127.0.0.1:${options.ports.http}/api/metrics`;
  // generous: on a shared 2-core machine a fresh database's migrations alone have taken over a minute
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(metricsUrl);
      // The gateways start after the HTTP listener; their counters appear in /api/metrics once they listen.
      if (response.ok && (await response.text()).includes("armada_ingest_gt06_connections_open"))
        return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error("server did not start within 180 s");
}

export async function stopBenchServer(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timeout = sleep(60_000).then(() => "timeout");
  if ((await Promise.race([exited.then(() => "exited"), timeout])) === "timeout") {
    child.kill("SIGKILL");
    await exited;
  }
}
