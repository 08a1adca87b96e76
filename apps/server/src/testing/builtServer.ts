import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ANY_FREE_TRACKER_PORTS } from "@armada/domain";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { SESSION_COOKIE } from "../modules/auth/authPlugin.js";
import { freePort } from "./freePort.js";

/** apps/server, where dist/main.js is built */
const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Builds dist/ the way `npm run build` does; tsc -b is incremental, so this is quick when dist is current. */
export function buildServer() {
  for (const args of [
    [join(serverRoot, "../../node_modules/typescript/bin/tsc"), "-b"],
    ["scripts/copy-assets.mjs"],
  ])
    execFileSync(process.execPath, args, { cwd: serverRoot, stdio: "inherit" });
}

/** The built server (what runs in production) as a child process with `env` on top of the test's own. */
export function startBuiltServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["dist/main.js"], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: "test", SIMULATOR: "off", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

/** Stops the servers still running (SIGTERM, their graceful shutdown) and waits for them to exit. */
export async function stopBuiltServers(children: readonly (ChildProcess | undefined)[]) {
  for (const child of children) {
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGTERM");
    await exited(child);
  }
}

/**
 * Waits for the built server on `port` to answer its health check: up to 3 minutes, as a fresh database's migrations
 * and demo data take a minute on 2 busy cores; fails at once, with the exit code, when the process ends first.
 */
export async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `server exited before it became healthy (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 3 minutes");
}

/** Free HTTP and device ports on 127.0.0.1, and the database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
export async function builtServerPlace(storage: { databaseUrl?: string | undefined; dataDir: string }) {
  const [port, gt06Port, osmandPort, jt808Port, ftpPort, attachmentPort, jt1078Port] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    INGEST_HOST: "127.0.0.1",
    GT06_PORT: String(gt06Port),
    OSMAND_PORT: String(osmandPort),
    JT808_PORT: String(jt808Port),
    FTP_PORT: String(ftpPort),
    JT808_ATTACHMENT_PORT: String(attachmentPort),
    JT1078_PORT: String(jt1078Port),
    ...ANY_FREE_TRACKER_PORTS,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : { DATA_DIR: storage.dataDir }),
  };
  return { port, gt06Port, env };
}

/** Signs `username` in on the server at `port` (as the web app does); its session cookie (`name=value`). */
export async function signIn(port: number, username: string, password: string) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [CLIENT_HEADER]: "web" },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  return cookie;
}

/** Deletes the JetStream stream of a test's NATS prefix (its instances are stopped). */
export async function deleteNatsPrefix(natsUrl: string, prefix: string) {
  const connection = await connect({ servers: natsUrl }).catch(() => null);
  if (!connection) return;
  await (await jetstreamManager(connection)).streams.delete(`${prefix}_durable`).catch(() => false);
  await connection.close();
}

/** A counter of the built server at `port`'s /api/metrics (`armada_<name>`); NaN when it has none. */
export async function builtServerMetric(port: number, name: string) {
  const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
  return Number(new RegExp(`^armada_${name} (\\d+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

/** A GraphQL call to the built server on `port` as the web app makes it; its `data`, or throws its errors. */
export async function graphqlOn<T>(
  port: number,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, [CLIENT_HEADER]: "web" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
