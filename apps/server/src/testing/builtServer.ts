import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

export async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 240; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

/** Free HTTP and device ports on 127.0.0.1, and the database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
export async function builtServerPlace(storage: { databaseUrl?: string | undefined; dataDir: string }) {
  const [port, gt06Port, osmandPort, jt808Port, ftpPort] = [
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
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : { DATA_DIR: storage.dataDir }),
  };
  return { port, gt06Port, env };
}
