import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ANY_FREE_TRACKER_PORTS } from "@armada/domain";
import { afterAll, describe, expect, it } from "vitest";
import { waitForHealth } from "./testing/builtServer.js";
import { freePort } from "./testing/freePort.js";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      GT06_PORT: "0",
      JT808_PORT: "0",
      FTP_PORT: "0",
      JT808_ATTACHMENT_PORT: "0",
      JT1078_PORT: "0",
      OSMAND_PORT: "0",
      ...ANY_FREE_TRACKER_PORTS,
      SIMULATOR: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).json();

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

async function login(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-armada-client": "web" },
    body: JSON.stringify({ username: "admin", password: "armada-demo" }),
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function graphql(port: number, cookie: string, query: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-armada-client": "web", cookie },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

describe("the server process (make start)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "armada-main-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts on an empty embedded database with demo data, stops cleanly on SIGTERM, and keeps data across a restart", async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port, first);
    expect(await health(port)).toEqual({ status: "ok", db: "ok" });
    const cookie = await login(port);
    const saved = await graphql(
      port,
      cookie,
      `mutation { updateMyLanguage(input: { language: "en" }) { isSuccessful } }`,
    );
    expect(saved.data.updateMyLanguage.isSuccessful).toBe(true);

    const firstExit = exitOf(first);
    first.kill("SIGTERM");
    expect(await firstExit).toBe(0);

    const second = startServer(dataDir, port);
    try {
      await waitForHealth(port, second);
      const identity = await graphql(
        port,
        await login(port),
        `query { identity { data { name language } } }`,
      );
      expect(identity.data.identity.data).toEqual({ name: "Admin Armada", language: "en" });
    } finally {
      const secondExit = exitOf(second);
      second.kill("SIGINT");
      expect(await secondExit).toBe(0);
    }
  }, 420_000);
});
