import { INGEST_PROTOCOL_TYPES, type IngestProtocolType } from "@armada/domain";
import { type ReplayDevice, startReplay } from "@armada/simulator";
import { count, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { positions } from "../positions/positions.tables.js";
import type { Ingest } from "./startIngest.js";
import { startCommandIngest } from "./testing/startCommandIngest.js";

const DEVICES_PER_PROTOCOL = 3;

/** `armada_ingest_<protocol>_<name> <value>` lines of /api/metrics. */
async function scrape(baseUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const values = new Map<string, number>();
  for (const [, name, value] of text.matchAll(/^armada_(ingest_\S+) (\d+)$/gm))
    values.set(name as string, Number(value));
  return values;
}

/** Frames each protocol counted as not read (with their reason in the name), or as failing their checksum. */
function notReadOf(metrics: Map<string, number>, protocol: IngestProtocolType) {
  const reasons: Record<string, number> = {};
  for (const [name, value] of metrics) {
    const reason = name.startsWith(`ingest_${protocol}_frames_not_read_`)
      ? name.slice(`ingest_${protocol}_frames_not_read_`.length)
      : name === `ingest_${protocol}_crc_errors` && value > 0
        ? "crc_errors"
        : null;
    if (reason) reasons[reason] = value;
  }
  return reasons;
}

const total = (reasons: Record<string, number>) =>
  Object.values(reasons).reduce((sum, value) => sum + value, 0);

describe("mixed traffic of every protocol at once, over real sockets, into the database", () => {
  let t: TestApp;
  let ingest: Ingest | null = null;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp({}, { extraMetrics: () => ingest?.metricsRecord() ?? {} });
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    ingest = await startCommandIngest(t);
  });
  afterAll(async () => {
    await ingest?.stop();
    await t.close();
  });

  it("stores every position, counts every unreadable frame per protocol and reason, and keeps answering", async () => {
    const running = ingest as Ingest;
    const devices: (ReplayDevice & { vehicleId: number })[] = [];
    for (const [protocolIndex, protocol] of INGEST_PROTOCOL_TYPES.entries())
      for (let index = 0; index < DEVICES_PER_PROTOCOL; index++) {
        const imei = `8690${String(protocolIndex).padStart(2, "0")}0000${String(index).padStart(5, "0")}`;
        const { vehicleId } = await createTestVehicle(t.database.db, {
          companyName: "PT Armada Demo",
          imei,
          licensePlate: `B ${8100 + protocolIndex * 10 + index} MIX`,
          vendorType: protocol,
        });
        devices.push({ protocol, imei, vehicleId });
      }

    const replay = await startReplay({
      host: "127.0.0.1",
      ports: running.ports,
      devices,
      rounds: 2,
      strangers: 1,
    });

    const storedByProtocol = async () => {
      const rows = await t.database.db
        .select({ protocol: positions.protocol, stored: count() })
        .from(positions)
        .where(
          inArray(
            positions.vehicleId,
            devices.map(({ vehicleId }) => vehicleId),
          ),
        )
        .groupBy(positions.protocol);
      return Object.fromEntries(rows.map(({ protocol, stored }) => [protocol, stored]));
    };
    const sent = Object.fromEntries(
      INGEST_PROTOCOL_TYPES.map((protocol) => [protocol, replay.report[protocol].positionsSent]),
    );
    await expect.poll(storedByProtocol, { timeout: 15_000, interval: 200 }).toEqual(sent);

    const metrics = await scrape(baseUrl);
    for (const protocol of INGEST_PROTOCOL_TYPES) {
      const {
        devices: opened,
        loggedIn,
        frames,
        positionsSent,
        positionsAcknowledged,
        closedByServer,
      } = replay.report[protocol];
      expect({ protocol, loggedIn, closedByServer }).toEqual({
        protocol,
        loggedIn: opened,
        closedByServer: 0,
      });
      expect(positionsSent, protocol).toBeGreaterThanOrEqual(DEVICES_PER_PROTOCOL * 2 * 2);
      if (positionsAcknowledged !== null) expect(positionsAcknowledged, protocol).toBe(positionsSent);
      const reasons = notReadOf(metrics, protocol);
      expect({ protocol, counted: total(reasons) }).toEqual({ protocol, counted: frames.bad });
      for (const reason of Object.keys(reasons)) expect(reason, protocol).toMatch(/[a-z]{3}/);
    }

    await replay.finish();
    const after = await scrape(baseUrl);
    const skipped = (values: Map<string, number>, protocol: IngestProtocolType) =>
      (values.get(`ingest_${protocol}_discarded_bytes`) ?? 0) + total(notReadOf(values, protocol));
    // the strangers' random bytes were skipped or counted, never taken for positions (OsmAnd: HTTP refuses them)
    for (const protocol of INGEST_PROTOCOL_TYPES.filter((name) => name !== "osmand"))
      expect(skipped(after, protocol), protocol).toBeGreaterThan(skipped(metrics, protocol));
    expect(await storedByProtocol()).toEqual(sent);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);
});
