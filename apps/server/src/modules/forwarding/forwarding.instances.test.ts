import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connectAsync as connectMqtt, type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  exited,
  startBuiltServer,
  stopBuiltServers,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { createTestVehicle } from "../../testing/testFleet.js";

/*
 * Streaming forward across two BUILT server processes over one PostgreSQL and one NATS (TEST_TWO_INSTANCES=1), to
 * the local Mosquitto: only the leader publishes, whichever instance stored the position; kill -9 of the leader
 * and the other takes the lead and forwards from then on. Positions stored while no instance leads (from the
 * leader's death until the other's next leadership check, at most 5 s) are not forwarded: the bounded buffer is
 * the leader's own, in its memory.
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
const MQTT_URL = "mqtt://127.0.0.1:1883";

interface Instance {
  port: number;
  osmandPort: number;
  child: ChildProcess;
}

describe("streaming forward over two instances", () => {
  let database: Database & { url?: string };
  const natsPrefix = `test${randomBytes(6).toString("hex")}`;
  const tag = randomBytes(4).toString("hex");
  const received: { fixTime: string; vehicleId: number }[] = [];
  const instances: Instance[] = [];
  let subscriber: MqttClient;
  let vehicle: Awaited<ReturnType<typeof createTestVehicle>>;
  const start = Math.floor(Date.now() / 1000) - 1_200;
  let clock = start;

  async function startInstance(): Promise<Instance> {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({
      ...env,
      NATS_URL: natsUrl,
      NATS_PREFIX: natsPrefix,
      FORWARD_MQTT_URL: MQTT_URL,
      FORWARD_MQTT_TOPIC_PREFIX: `armada-test-${tag}/fleet`,
      FORWARD_MQTT_QOS: "1",
    });
    await waitForHealth(port, child);
    const instance = { port, osmandPort: Number(env.OSMAND_PORT), child };
    instances.push(instance);
    return instance;
  }

  const metric = async (instance: Instance, name: string) => {
    const text = await (await fetch(`http://127.0.0.1:${instance.port}/api/metrics`)).text();
    return Number(new RegExp(`^armada_${name}\\{sink="mqtt"\\} (\\d+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  };
  /** one OsmAnd report to `instance`, a second and about 11 m after the last; answered once stored. Its fix time. */
  async function report(instance: Instance) {
    clock += 1;
    const response = await fetch(
      `http://127.0.0.1:${instance.osmandPort}/?id=${vehicle.imei}&timestamp=${clock}&lat=${(-6.2 + (clock - start) / 10_000).toFixed(5)}&lon=106.8&speed=20`,
    );
    expect(response.status).toBe(200);
    return new Date(clock * 1000).toISOString();
  }
  const heard = (fixTime: string) =>
    received.some((message) => message.vehicleId === vehicle.vehicleId && message.fixTime === fixTime);

  beforeAll(async () => {
    buildServer();
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    vehicle = await createTestVehicle(database.db, {
      companyName: "PT Armada Demo",
      imei: `fwd${tag}`,
      licensePlate: "B 3705 FWD",
      vendorType: "osmand",
    });
    subscriber = await connectMqtt(MQTT_URL, { clientId: `armada-test-sub-${tag}` });
    subscriber.on("message", (_topic, payload) => {
      const body = JSON.parse(payload.toString()) as { type: string; fixTime: string; vehicleId: number };
      if (body.type === "position") received.push(body);
    });
    await subscriber.subscribeAsync(`armada-test-${tag}/#`, { qos: 1 });
    await startInstance();
    await startInstance();
  }, 300_000);

  afterAll(async () => {
    await stopBuiltServers(instances.map((instance) => instance.child));
    await subscriber?.endAsync();
    await database?.close();
    await deleteNatsPrefix(natsUrl, natsPrefix);
  }, 60_000);

  it("forwards from the leader only, and from the other instance once the leader is killed", async () => {
    const [first, second] = instances as [Instance, Instance];
    const connected = async () => [
      await metric(first, "forward_connected"),
      await metric(second, "forward_connected"),
    ];
    await expect.poll(connected, { timeout: 30_000 }).toContainEqual(1);
    const [leader, follower] =
      (await metric(first, "forward_connected")) === 1 ? [first, second] : [second, first];

    // positions stored by either instance are published once, by the leader
    const before = [await report(follower), await report(leader), await report(follower)];
    await expect.poll(() => before.every(heard), { timeout: 15_000 }).toBe(true);
    expect(await metric(follower, "forward_sent_total")).toBe(0);
    // the sinks' counters come from the forwarding worker every 200 ms
    await expect
      .poll(() => metric(leader, "forward_sent_total"), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before.length);
    expect(received.filter((message) => before.includes(message.fixTime))).toHaveLength(before.length);

    leader.child.kill("SIGKILL");
    await exited(leader.child);
    await expect.poll(() => metric(follower, "forward_connected"), { timeout: 30_000 }).toBe(1);
    const after: string[] = [];
    for (let index = 0; index < 20; index++) after.push(await report(follower));
    await expect.poll(() => after.every(heard), { timeout: 15_000 }).toBe(true);
    expect(received.filter((message) => after.includes(message.fixTime))).toHaveLength(after.length);
  }, 180_000);
});
