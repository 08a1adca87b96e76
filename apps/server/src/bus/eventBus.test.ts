import { randomBytes } from "node:crypto";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { afterAll, describe, expect, it } from "vitest";
import { type EventBus, topics } from "./eventBus.js";
import { createMemoryEventBus } from "./memoryEventBus.js";
import { createNatsEventBus } from "./natsEventBus.js";

const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
/** subjects and streams of this file: parallel runs on one NATS server never meet (deleted afterwards) */
const prefixes: string[] = [];
const newPrefix = () => {
  const prefix = `test${randomBytes(6).toString("hex")}`;
  prefixes.push(prefix);
  return prefix;
};

const openNats = (prefix = newPrefix(), ackWaitMs = 10_000) =>
  createNatsEventBus({ servers: natsUrl, prefix, ackWaitMs });

afterAll(async () => {
  if (prefixes.length === 0) return;
  const connection = await connect({ servers: natsUrl }).catch(() => null);
  if (!connection) return;
  const jsm = await jetstreamManager(connection);
  for (const prefix of prefixes) await jsm.streams.delete(`${prefix}_durable`).catch(() => false);
  await connection.close();
});

async function natsAvailable(): Promise<EventBus | null> {
  try {
    return await openNats();
  } catch {
    return null;
  }
}

const waitFor = async (condition: () => boolean, ms = 2_000) => {
  for (let waited = 0; waited < ms && !condition(); waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

// The NATS case runs where a NATS server with JetStream answers (it does on CI); the memory bus always runs.
const natsProbe = await natsAvailable();
await natsProbe?.close();
const buses: [string, () => Promise<EventBus>][] = [["memory", async () => createMemoryEventBus()]];
if (natsProbe) buses.push(["nats", () => openNats()]);

describe.each(buses)("%s event bus", (_name, create) => {
  const opened: EventBus[] = [];
  const open = async () => {
    const bus = await create();
    opened.push(bus);
    return bus;
  };
  afterAll(async () => {
    for (const bus of opened) await bus.close();
  });

  it("delivers to exact and one-segment wildcard subscribers only", async () => {
    const bus = await open();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe<{ n: number }>("fleet-changes.*", (payload, topic) =>
      seen.push(`${topic}:${payload.n}`),
    );
    bus.subscribe<{ n: number }>("fleet-changes.2", (payload) => seen.push(`two:${payload.n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    bus.publish("fleet-changes.1", { n: 1 });
    bus.publish("fleet-changes.2", { n: 2 });
    bus.publish("other.1", { n: 3 });
    await waitFor(() => seen.length >= 3);
    expect(seen.sort()).toEqual(["fleet-changes.1:1", "fleet-changes.2:2", "two:2"]);
    unsubscribe();
    bus.publish("fleet-changes.1", { n: 4 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(3);
  });

  it("carries bytes as they are, in order, on a topic of their own", async () => {
    const bus = await open();
    const heard: string[] = [];
    const unsubscribe = bus.subscribeBytes(topics.callMedia(5, "up"), (data, topic) =>
      heard.push(`${topic}:${Buffer.from(data).toString("hex")}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const frames = Array.from({ length: 50 }, (_, index) => Uint8Array.of(index, 0x00, 0xff, 0x80));
    for (const frame of frames) bus.publishBytes(topics.callMedia(5, "up"), frame);
    bus.publishBytes(topics.callMedia(5, "down"), Uint8Array.of(9));
    bus.publishBytes(topics.callMedia(6, "up"), Uint8Array.of(9));
    await waitFor(() => heard.length >= 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(frames.map((frame) => `call-media.5.up:${Buffer.from(frame).toString("hex")}`));
    unsubscribe();
    bus.publishBytes(topics.callMedia(5, "up"), Uint8Array.of(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(50);
  });

  it("hands a durable topic to its consumer and to plain subscribers alike", async () => {
    const bus = await open();
    const consumed: number[] = [];
    const heard: number[] = [];
    const stopConsuming = bus.consume<{ n: number }[]>(
      "durable-both",
      topics.allVehicleUpdates,
      async (list) => {
        consumed.push(...list.map((item) => item.n));
      },
    );
    const unsubscribe = bus.subscribe<{ n: number }[]>(topics.allVehicleUpdates, (list) =>
      heard.push(...list.map((item) => item.n)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    bus.publish(topics.vehicleUpdates(7), [{ n: 1 }, { n: 2 }]);
    await waitFor(() => consumed.length >= 2 && heard.length >= 2);
    expect(consumed).toEqual([1, 2]);
    expect(heard).toEqual([1, 2]);
    unsubscribe();
    await stopConsuming();
  });
});

describe.runIf(natsProbe)("nats event bus: durable topics", () => {
  it("keeps what is published while nobody consumes, and hands again what a consumer took and never finished", async () => {
    const consumer = "durable-resume";
    const prefix = newPrefix();
    const publisher = await openNats(prefix);
    const first = await openNats(prefix, 1_000);
    const taken: number[] = [];
    let finish = () => {};
    const stopFirst = first.consume<{ n: number }[]>(consumer, topics.allVehicleUpdates, (list) => {
      taken.push(...list.map((item) => item.n));
      // the first consumer never finishes (a leader that dies mid-batch)
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    publisher.publish(topics.vehicleUpdates(1), [{ n: 1 }]);
    await waitFor(() => taken.length === 1);
    expect(taken).toEqual([1]);
    await stopFirst();
    await first.close().catch(() => {});
    finish();

    publisher.publish(topics.vehicleUpdates(1), [{ n: 2 }]);
    await publisher.close();

    const second = await openNats(prefix, 1_000);
    const consumed: number[] = [];
    const stopSecond = second.consume<{ n: number }[]>(consumer, topics.allVehicleUpdates, async (list) => {
      consumed.push(...list.map((item) => item.n));
    });
    await waitFor(() => consumed.length >= 2, 5_000);
    expect(consumed.sort()).toEqual([1, 2]);
    await stopSecond();
    await second.close();
  });

  it("refuses to consume a topic that is not kept", async () => {
    const bus = await openNats();
    expect(() => bus.consume("nope", topics.allAlertsRaised, async () => {})).toThrow(/not a durable topic/);
    await bus.close();
  });
});
