import { encodeGt06Login, gt06LoginAck, INGEST_PROTOCOLS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { silentLogger } from "./ingestLogger.js";
import { startIngest } from "./startIngest.js";
import { ingestTestConfig } from "./testing/ingestTestConfig.js";
import { RecordingSink } from "./testing/recordingSink.js";
import { TcpTestClient } from "./testing/tcpClient.js";

describe("startIngest", () => {
  it("starts the gateways on free ports, reports flat metrics and stops", async () => {
    const sink = new RecordingSink(["864717000000001", "armada-demo-16"]);
    const ingest = await startIngest(sink, ingestTestConfig(), silentLogger);
    try {
      // one gateway per registered protocol, each on its own port
      const registered = INGEST_PROTOCOLS.map(({ vendorType }) => vendorType);
      expect(Object.keys(ingest.ports).sort()).toEqual([...registered].sort());
      for (const port of Object.values(ingest.ports)) expect(port).toBeGreaterThan(0);
      expect(new Set(Object.values(ingest.ports)).size).toBe(registered.length);

      const device = await TcpTestClient.connect(ingest.ports.gt06);
      await device.write(encodeGt06Login("864717000000001", 3));
      expect(await device.read(10)).toEqual(Buffer.from(gt06LoginAck(3)));
      const response = await fetch(
        `http://127.0.0.1:${ingest.ports.osmand}/?id=armada-demo-16&lat=-6.2&lon=106.8`,
      );
      expect(response.status).toBe(200);

      const record = ingest.metricsRecord();
      expect(record).toMatchObject({
        ingest_gt06_frames_received: 1,
        ingest_gt06_connections_open: 1,
        ingest_osmand_frames_received: 1,
        ingest_osmand_positions_submitted: 1,
      });
      expect(ingest.metrics().map((metrics) => metrics.protocol)).toEqual([
        "gt06",
        "jt808",
        "osmand",
        "teltonika",
        "h02",
        "gps103",
        "meitrack",
        "ruptela",
        "gl200",
        "suntech",
      ]);
      device.close();
    } finally {
      await ingest.stop();
    }
  });

  it("fails to start when a port is taken, leaving nothing listening", async () => {
    const sink = new RecordingSink([]);
    const first = await startIngest(sink, ingestTestConfig(), silentLogger);
    try {
      await expect(
        startIngest(
          sink,
          {
            ...ingestTestConfig(),
            ingest: {
              host: "127.0.0.1",
              ports: { ...ingestTestConfig().ingest.ports, osmand: first.ports.osmand },
            },
          },
          silentLogger,
        ),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });

  it("caps device connections per address over both gateways, counting refusals and logging them once", async () => {
    const warnings: string[] = [];
    const logger = {
      ...silentLogger,
      warn: (_details: object, message?: string) => warnings.push(message ?? ""),
    };
    const sink = new RecordingSink(["864717000000001", "armada-demo-16"]);
    const ingest = await startIngest(sink, ingestTestConfig({ deviceConnectionsPerAddress: 2 }), logger);
    const clients: TcpTestClient[] = [];
    try {
      for (let index = 0; index < 2; index++) clients.push(await TcpTestClient.connect(ingest.ports.gt06));
      await expect.poll(() => ingest.metricsRecord().ingest_device_connections_open).toBe(2);
      const refused = await TcpTestClient.connect(ingest.ports.gt06);
      await refused.waitClosed(2_000);
      const phone = await fetch(
        `http://127.0.0.1:${ingest.ports.osmand}/?id=armada-demo-16&lat=-6.2&lon=106.8`,
      ).catch((error: unknown) => error);
      expect(phone).toBeInstanceOf(Error);
      expect(ingest.metricsRecord()).toMatchObject({
        ingest_device_connections_refused_per_address_cap: 2,
        ingest_gt06_connections_refused: 1,
        ingest_osmand_connections_refused: 1,
      });
      expect(
        warnings.filter((message) => message.includes("MAX_DEVICE_CONNECTIONS_PER_ADDRESS")),
      ).toHaveLength(1);
      // a closed connection gives its place back
      clients.pop()?.close();
      await expect.poll(() => ingest.metricsRecord().ingest_device_connections_open).toBe(1);
      const again = await TcpTestClient.connect(ingest.ports.gt06);
      clients.push(again);
      await again.write(encodeGt06Login("864717000000001", 4));
      expect(await again.read(10)).toEqual(Buffer.from(gt06LoginAck(4)));
    } finally {
      for (const client of clients) client.close();
      await ingest.stop();
    }
  });
});
