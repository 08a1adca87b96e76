import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { encodeGt06Login } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { silentLogger } from "./ingestLogger.js";
import { type Ingest, startIngest } from "./startIngest.js";
import { ingestTestConfig } from "./testing/ingestTestConfig.js";
import { TcpTestClient } from "./testing/tcpClient.js";

const IDLE_CONNECTIONS = 2_000;
const UNKNOWN_LOGINS = 400;
const UNKNOWN_REQUESTS = 2_000;
const UNKNOWN_CACHE = 10_000;

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Megabytes the process holds in JavaScript objects and buffers once garbage is collected: unlike RSS, it does not
 * count memory the allocator has not yet given back. */
function liveMegabytes() {
  collectGarbage();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 2 ** 20;
}

/** Milliseconds /api/health takes to answer. */
async function healthMs(baseUrl: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe("device ingest resources under idle connections and a flood of unknown devices", () => {
  let t: TestApp;
  let ingest: Ingest;
  let baseUrl: string;
  const clients: TcpTestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    ingest = await startIngest(
      t.services.positionPipeline,
      ingestTestConfig({ deviceConnectionsPerAddress: 100_000 }),
      silentLogger,
    );
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ingest.stop();
    await t.close();
  });

  it("keeps memory bounded and /api/health fast", async () => {
    const before = liveMegabytes();
    for (let index = 0; index < IDLE_CONNECTIONS; index++)
      clients.push(await TcpTestClient.connect(ingest.ports.gt06));
    await expect
      .poll(() => ingest.metricsRecord().ingest_gt06_connections_open, { timeout: 10_000 })
      .toBe(IDLE_CONNECTIONS);
    const withIdleConnections = liveMegabytes();

    const health: number[] = [];
    const probing = (async () => {
      for (let round = 0; round < 20; round++) {
        health.push(await healthMs(baseUrl));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const logins = (async () => {
      for (let batch = 0; batch < UNKNOWN_LOGINS; batch += 50)
        await Promise.all(
          Array.from({ length: 50 }, async (_, index) => {
            const device = await TcpTestClient.connect(ingest.ports.gt06);
            await device.write(encodeGt06Login(`99${String(batch + index).padStart(13, "0")}`, 1));
            await device.waitClosed(20_000);
          }),
        );
    })();
    const requests: Promise<number>[] = [];
    for (let index = 0; index < UNKNOWN_REQUESTS; index++) {
      requests.push(
        fetch(`http://127.0.0.1:${ingest.ports.osmand}/?id=flood-${index}&lat=-6.2&lon=106.8`).then(
          (response) => response.status,
        ),
      );
      if (index % 200 === 199) await Promise.all(requests.slice(-200));
    }
    await logins;
    expect(new Set(await Promise.all(requests))).toEqual(new Set([404]));
    await probing;

    const pipeline = t.services.positionPipeline.metrics();
    expect(pipeline.cachedDevices.unknown).toBeLessThanOrEqual(UNKNOWN_CACHE);
    expect(ingest.metricsRecord().ingest_gt06_unknown_device).toBe(UNKNOWN_LOGINS);
    expect(ingest.metricsRecord().ingest_gt06_connections_open).toBe(IDLE_CONNECTIONS);
    // both ends of each idle connection live in this process: about 33 KB for the pair
    expect(((withIdleConnections - before) * 1024) / IDLE_CONNECTIONS).toBeLessThan(48);
    // 2,400 refused devices leave a few MB; the old unbounded cache, or a leak per request, cost tens to hundreds
    expect(liveMegabytes() - withIdleConnections).toBeLessThan(30);
    expect(Math.max(...health)).toBeLessThan(1_000);
  }, 60_000);
});
