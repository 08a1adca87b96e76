import type { AddressInfo } from "node:net";
import { encodeGt06Login, gt06LoginAck } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { RecordingSink } from "../ingest/testing/recordingSink.js";
import { TcpTestClient } from "../ingest/testing/tcpClient.js";

const IMEI = "864717000000001";
const IDLE = 300;
const PER_ADDRESS = 40;

describe("idle web connections and the devices", () => {
  let t: TestApp;
  let ingest: Ingest;
  let webPort: number;
  let ftpPort: number;
  const idle: TcpTestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      MAX_CLIENT_CONNECTIONS: "60",
      MAX_CLIENT_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
      INGEST_HOST: "127.0.0.1",
      FTP_PORT: "0",
      JT808_ATTACHMENT_PORT: "0",
    });
    ftpPort = await t.services.media.startReceiver();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    webPort = (t.app.server.address() as AddressInfo).port;
    ingest = await startIngest(
      new RecordingSink([IMEI]),
      ingestTestConfig(),
      silentLogger,
      {},
      {
        limiter: t.connectionBudget.devices,
      },
    );
  });
  afterAll(async () => {
    for (const client of idle) client.close();
    await ingest.stop();
    await t.services.media.stopReceiver();
    await t.close();
  });

  it("refuses idle web connections beyond the clients' share; GT06 logins are still answered", async () => {
    for (let index = 0; index < IDLE; index++) {
      const client = await TcpTestClient.connect(webPort);
      idle.push(client);
      // a request that never ends: a header line, and nothing more
      await client.write(Buffer.from(`GET /api/health HTTP/1.1\r\nX-Slow-${index}: 1\r\n`));
    }
    await expect.poll(() => idle.filter((client) => client.closed).length).toBe(IDLE - PER_ADDRESS);
    expect(t.connectionBudget.clients.metrics()).toMatchObject({
      client_connections_open: PER_ADDRESS,
      client_connections_refused_per_address_cap: IDLE - PER_ADDRESS,
    });
    expect(t.connectionBudget.devices.metrics().ingest_device_connections_open).toBe(0);

    // one budget: the address's share is taken by the web connections, so the FTP port refuses it too
    const ftp = await TcpTestClient.connect(ftpPort);
    idle.push(ftp);
    await ftp.waitClosed(2_000);

    const tracker = await TcpTestClient.connect(ingest.ports.gt06);
    try {
      await tracker.write(encodeGt06Login(IMEI, 7));
      expect(await tracker.read(10)).toEqual(Buffer.from(gt06LoginAck(7)));
    } finally {
      tracker.close();
    }
  });
});
