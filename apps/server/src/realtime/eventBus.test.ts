import { afterAll, describe, expect, it } from "vitest";
import type { EventBus } from "./eventBus.js";
import { createMemoryEventBus } from "./memoryEventBus.js";
import { createNatsEventBus } from "./natsEventBus.js";

const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

async function natsAvailable(): Promise<EventBus | null> {
  try {
    return await createNatsEventBus(natsUrl);
  } catch {
    return null;
  }
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

// The NATS case runs where a NATS server answers (it does on CI); the memory bus always runs.
const natsProbe = await natsAvailable();
await natsProbe?.close();
const buses: [string, () => Promise<EventBus | null>][] = [["memory", async () => createMemoryEventBus()]];
if (natsProbe) buses.push(["nats", natsAvailable]);

describe.each(buses)("%s event bus", (_name, create) => {
  const opened: EventBus[] = [];
  afterAll(async () => {
    for (const bus of opened) await bus.close();
  });

  it("delivers to exact and one-segment wildcard subscribers only", async () => {
    const bus = await create();
    if (!bus) throw new Error("bus did not open");
    opened.push(bus);
    const seen: string[] = [];
    const unsubscribe = bus.subscribe<{ n: number }>("vehicle-updates.*", (payload, topic) =>
      seen.push(`${topic}:${payload.n}`),
    );
    bus.subscribe<{ n: number }>("vehicle-updates.2", (payload) => seen.push(`two:${payload.n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    bus.publish("vehicle-updates.1", { n: 1 });
    bus.publish("vehicle-updates.2", { n: 2 });
    bus.publish("other.1", { n: 3 });
    await waitFor(() => seen.length >= 3);
    expect(seen.sort()).toEqual(["two:2", "vehicle-updates.1:1", "vehicle-updates.2:2"]);
    unsubscribe();
    bus.publish("vehicle-updates.1", { n: 4 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(3);
  });
});
