import type { VehicleUpdate } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import { createForwarding, HANDOFF_QUEUE_BATCHES } from "./forwarding.js";
import type { ForwardingConfig } from "./forwardingConfig.js";

const config: ForwardingConfig = {
  mqtt: { url: "mqtt://127.0.0.1:1", topicPrefix: "armada-test", qos: 1, clientId: null },
  amqp: null,
  kafka: null,
  bufferSize: 100,
  companyIds: [],
};

const update = (vehicleId: number): VehicleUpdate => ({
  vehicleId,
  latitude: -6.2,
  longitude: 106.8,
  speed: 0,
  course: null,
  ignition: null,
  motionStatus: "parked",
  temperature: null,
  fuel: null,
  fixTime: "2026-11-30T01:00:00.000Z",
  lastPacket: "2026-11-30T01:00:00.000Z",
  alarm: null,
});

describe("the forwarding worker failing", () => {
  it("is logged and started again with backoff while the bus goes on; what waits for it stays bounded", async () => {
    const log: FastifyBaseLogger = pino({ level: "silent" });
    log.child = () => log;
    const error = vi.spyOn(log, "error");
    const bus = createMemoryEventBus();
    // a heap too small to load the clients: every worker dies of it, a real failure rather than a simulated one
    const forwarding = createForwarding(config, bus, log, {
      backoff: { baseMs: 50, maxMs: 200 },
      workerHeapMb: 2,
    });
    forwarding.start();
    for (let batch = 0; batch < HANDOFF_QUEUE_BATCHES + 20; batch++) {
      bus.publish(topics.vehicleUpdates(1), [update(batch + 1)]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.waitFor(() => expect(forwarding.handoff().workerRestarts).toBeGreaterThanOrEqual(2), {
      timeout: 60_000,
      interval: 50,
    });
    expect(
      error.mock.calls.filter((call) => call[1] === "forwarding: worker failed, restarting").length,
    ).toBeGreaterThanOrEqual(2);
    const { queued, dropped } = forwarding.handoff();
    // never more than the queue's batches wait; the rest was dropped and counted
    expect(queued).toBeLessThanOrEqual(HANDOFF_QUEUE_BATCHES);
    expect(queued + dropped).toBe(HANDOFF_QUEUE_BATCHES + 20);
    expect(forwarding.metrics()).toEqual([
      expect.objectContaining({ sink: "mqtt", connected: false, sent: 0 }),
    ]);
    // stop ends the restarting: it resolves without a worker to drain
    await forwarding.stop();
    expect(forwarding.handoff().queued).toBe(queued);
  }, 90_000);
});
