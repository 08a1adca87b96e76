import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { connect as connectAmqp } from "amqplib";
import { count, eq } from "drizzle-orm";
import { connectAsync as connectMqtt, type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import type { AlertRaisedEvent } from "../alerts/index.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { positions } from "../positions/positions.tables.js";

const MQTT_PORT = 1883;
const AMQP_PORT = 5672;
const BUFFER_SIZE = 3;
const WAIT = { timeout: 20_000, interval: 50 };

/** A TCP relay to a local broker that a test can cut (the broker "goes down") and open again on the same port. */
async function startTcpProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", end).on("close", end);
        upstream.on("error", end).on("close", end);
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        const address = next.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** closes the listening port and every relayed connection */
    async cut() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    resume: listen,
  };
}

interface Received {
  key: string;
  body: Record<string, unknown>;
}

describe("streaming forward to the local Mosquitto and RabbitMQ, through a device's positions", () => {
  const tag = randomBytes(4).toString("hex");
  const prefix = `armada-test-${tag}/fleet`;
  const exchange = `armada.test.${tag}`;
  const mqttReceived: Received[] = [];
  const amqpReceived: Received[] = [];
  let mqttProxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let amqpProxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let subscriber: MqttClient;
  let amqpConnection: Awaited<ReturnType<typeof connectAmqp>>;
  let t: TestApp;
  let ingest: Ingest;
  let vehicle: Awaited<ReturnType<typeof createTestVehicle>>;
  let clock = Math.floor(Date.now() / 1000) - 600;

  const sinkMetrics = (name: "mqtt" | "amqp") =>
    t.services.forwarding.metrics().find((sink) => sink.sink === name);
  const storedPositions = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(positions)
        .where(eq(positions.vehicleId, vehicle.vehicleId))
    )[0]?.n ?? 0;
  /** one OsmAnd report, a second after the last (about 11 m further: the track filters keep it); resolves once stored */
  async function report(latitude: number) {
    const before = await storedPositions();
    clock += 1;
    const response = await fetch(
      `http://127.0.0.1:${ingest.ports.osmand}/?id=${vehicle.imei}&timestamp=${clock}&lat=${latitude}&lon=106.8&speed=20`,
    );
    expect(response.status).toBe(200);
    await expect.poll(storedPositions, WAIT).toBe(before + 1);
    return new Date(clock * 1000).toISOString();
  }
  const positionsOf = (received: Received[]) =>
    received.filter(
      (message) => message.body.type === "position" && message.body.vehicleId === vehicle.vehicleId,
    );

  beforeAll(async () => {
    mqttProxy = await startTcpProxy(MQTT_PORT);
    amqpProxy = await startTcpProxy(AMQP_PORT);
    subscriber = await connectMqtt(`mqtt://127.0.0.1:${MQTT_PORT}`, { clientId: `armada-test-sub-${tag}` });
    subscriber.on("message", (topic, payload) =>
      mqttReceived.push({ key: topic, body: JSON.parse(payload.toString()) }),
    );
    await subscriber.subscribeAsync(`armada-test-${tag}/#`, { qos: 1 });
    amqpConnection = await connectAmqp(`amqp://guest:guest@127.0.0.1:${AMQP_PORT}`);
    const channel = await amqpConnection.createChannel();
    await channel.assertExchange(exchange, "topic", { durable: true });
    const { queue } = await channel.assertQueue("", { exclusive: true });
    await channel.bindQueue(queue, exchange, "positions.#");
    await channel.bindQueue(queue, exchange, "alerts.#");
    await channel.consume(
      queue,
      (message) => {
        if (message)
          amqpReceived.push({ key: message.fields.routingKey, body: JSON.parse(message.content.toString()) });
      },
      { noAck: true },
    );

    t = await startTestApp({
      FORWARD_MQTT_URL: `mqtt://127.0.0.1:${mqttProxy.port}`,
      FORWARD_MQTT_TOPIC_PREFIX: prefix,
      FORWARD_MQTT_QOS: "1",
      FORWARD_AMQP_URL: `amqp://guest:guest@127.0.0.1:${amqpProxy.port}`,
      FORWARD_AMQP_EXCHANGE: exchange,
      FORWARD_BUFFER_SIZE: String(BUFFER_SIZE),
    });
    vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: `fwd-${tag}`,
      licensePlate: `B ${tag}`,
      vendorType: "osmand",
    });
    ingest = await startIngest(t.services.positionPipeline, ingestTestConfig(), silentLogger);
    await vi.waitFor(() => {
      expect(sinkMetrics("mqtt")?.connected).toBe(true);
      expect(sinkMetrics("amqp")?.connected).toBe(true);
    }, WAIT);
  });

  afterAll(async () => {
    await ingest?.stop();
    await t?.close();
    await subscriber?.endAsync();
    if (amqpConnection) {
      const channel = await amqpConnection.createChannel();
      await channel.deleteExchange(exchange);
      await amqpConnection.close();
    }
    await mqttProxy?.cut();
    await amqpProxy?.cut();
  });

  it("publishes a device's position to the MQTT topic and the AMQP routing key of its company and vehicle", async () => {
    const fixTime = await report(-6.2);
    const expected = {
      v: 1,
      type: "position",
      companyId: vehicle.companyId,
      vehicleId: vehicle.vehicleId,
      latitude: -6.2,
      longitude: 106.8,
      fixTime,
    };
    await expect.poll(() => positionsOf(mqttReceived).length, WAIT).toBeGreaterThanOrEqual(1);
    await expect.poll(() => positionsOf(amqpReceived).length, WAIT).toBeGreaterThanOrEqual(1);
    const [viaMqtt] = positionsOf(mqttReceived);
    const [viaAmqp] = positionsOf(amqpReceived);
    expect(viaMqtt?.key).toBe(`${prefix}/positions/${vehicle.companyId}/${vehicle.vehicleId}`);
    expect(viaMqtt?.body).toMatchObject(expected);
    expect(viaAmqp?.key).toBe(`positions.${vehicle.companyId}.${vehicle.vehicleId}`);
    expect(viaAmqp?.body).toEqual(viaMqtt?.body);
    expect(Object.keys(viaAmqp?.body ?? {}).sort()).toEqual(
      [
        "alarm",
        "companyId",
        "course",
        "fixTime",
        "fuel",
        "ignition",
        "lastPacket",
        "latitude",
        "longitude",
        "motionStatus",
        "speed",
        "temperature",
        "type",
        "v",
        "vehicleId",
      ].sort(),
    );
  });

  it("publishes raised alerts under alerts.<companyId>.raised", async () => {
    const event: AlertRaisedEvent = {
      rawAlertId: 424242,
      companyId: vehicle.companyId,
      vehicleId: vehicle.vehicleId,
      alertCode: 7,
      alertRuleIds: [],
      createdOn: new Date().toISOString(),
    };
    t.services.bus.publish(topics.alertsRaised(vehicle.companyId), [event]);
    const raised = (received: Received[]) => received.find((message) => message.body.alertId === 424242);
    await expect.poll(() => raised(amqpReceived), WAIT).toBeDefined();
    await expect.poll(() => raised(mqttReceived), WAIT).toBeDefined();
    expect(raised(amqpReceived)).toEqual({
      key: `alerts.${vehicle.companyId}.raised`,
      body: {
        v: 1,
        type: "alert.raised",
        companyId: vehicle.companyId,
        vehicleId: vehicle.vehicleId,
        alertId: 424242,
        alertCode: 7,
        alertRuleIds: [],
        time: event.createdOn,
      },
    });
    expect(raised(mqttReceived)?.key).toBe(`${prefix}/alerts/${vehicle.companyId}/raised`);
  });

  it("keeps storing positions while the brokers are away, drops the oldest beyond the buffer, counts it and resumes", async () => {
    await mqttProxy.cut();
    await amqpProxy.cut();
    await expect.poll(() => sinkMetrics("mqtt")?.connected, WAIT).toBe(false);
    await expect.poll(() => sinkMetrics("amqp")?.connected, WAIT).toBe(false);
    const droppedBefore = {
      mqtt: sinkMetrics("mqtt")?.dropped ?? 0,
      amqp: sinkMetrics("amqp")?.dropped ?? 0,
    };
    const mqttSeen = positionsOf(mqttReceived).length;
    const amqpSeen = positionsOf(amqpReceived).length;

    // ingest goes on: every report is answered and stored
    const fixTimes: string[] = [];
    for (let index = 0; index < BUFFER_SIZE + 3; index++)
      fixTimes.push(await report(-6.2001 - index / 10_000));
    // the sinks live in the forwarding worker: their counters reach the server's thread every 200 ms
    for (const sink of ["mqtt", "amqp"] as const) {
      await expect
        .poll(() => sinkMetrics(sink)?.dropped, WAIT)
        .toBeGreaterThanOrEqual(droppedBefore[sink] + 3);
      expect(sinkMetrics(sink)?.buffered).toBe(BUFFER_SIZE);
    }
    expect(t.services.forwarding.handoff()).toMatchObject({ dropped: 0, workerRestarts: 0 });
    const metrics = (await t.app.inject({ method: "GET", url: "/api/metrics" })).body;
    expect(metrics).toMatch(/^armada_forward_dropped_total\{sink="mqtt"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^armada_forward_dropped_total\{sink="amqp"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^armada_forward_connected\{sink="amqp"\} 0$/m);
    expect(metrics).toMatch(/^armada_forward_handoff_dropped_total 0$/m);
    expect(metrics).toMatch(/^armada_forward_worker_restarts_total 0$/m);

    // the brokers come back: the buffered newest positions go out, and new ones follow
    await mqttProxy.resume();
    await amqpProxy.resume();
    await expect.poll(() => sinkMetrics("mqtt")?.connected, WAIT).toBe(true);
    await expect.poll(() => sinkMetrics("amqp")?.connected, WAIT).toBe(true);
    const lastBuffered = fixTimes.at(-1);
    for (const received of [mqttReceived, amqpReceived])
      await expect
        .poll(() => positionsOf(received).some((message) => message.body.fixTime === lastBuffered), WAIT)
        .toBe(true);
    // the oldest reports of the outage were dropped, not delivered late
    for (const [received, seen] of [
      [mqttReceived, mqttSeen],
      [amqpReceived, amqpSeen],
    ] as const) {
      const during = positionsOf(received)
        .slice(seen)
        .map((message) => message.body.fixTime);
      expect(during).not.toContain(fixTimes[0]);
      expect(during).toContain(lastBuffered);
    }
    const after = await report(-6.201);
    for (const received of [mqttReceived, amqpReceived])
      await expect
        .poll(() => positionsOf(received).some((message) => message.body.fixTime === after), WAIT)
        .toBe(true);
    await expect.poll(() => sinkMetrics("mqtt")?.reconnects, WAIT).toBeGreaterThanOrEqual(1);
    await expect.poll(() => sinkMetrics("amqp")?.reconnects, WAIT).toBeGreaterThanOrEqual(1);
  });
});
