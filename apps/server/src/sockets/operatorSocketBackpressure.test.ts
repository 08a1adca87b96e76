import type { Socket } from "node:net";
import { decodeVehicleUpdatesMessage, type VehicleUpdate, type VehicleUpdatesMessage } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../bus/eventBus.js";
import { createMemoryEventBus } from "../bus/memoryEventBus.js";
import { openTestSocket, type TestSocket, waitFor } from "../testing/socketClient.js";
import { startTestApp, type TestApp } from "../testing/testApp.js";

const VEHICLES = 2_000;
const update = (vehicleId: number, round: number): VehicleUpdate => ({
  vehicleId,
  latitude: -6 - round / 1e4,
  longitude: 106.8,
  speed: 40,
  course: 90,
  ignition: true,
  motionStatus: "moving",
  temperature: null,
  fuel: 50,
  fixTime: new Date(Date.UTC(2026, 10, 28, 8, 0, round)).toISOString(),
  lastPacket: new Date(Date.UTC(2026, 10, 28, 8, 0, round)).toISOString(),
  alarm: null,
});
/** the socket's vehicle-updates messages in order (the address keeper also pushes vehicle-addresses to it) */
const vehicleUpdateMessages = (socket: TestSocket) =>
  socket.texts
    .map((text) => JSON.parse(text) as Partial<VehicleUpdatesMessage>)
    .filter((message) => message.type === "vehicle-updates");
/**
 * vehicle → latitude of the newest update a socket received, over all its messages in order: a socket that caught
 * up may get the held-back updates in more than one message, depending on when its buffer drained
 */
const newestLatitudes = (socket: TestSocket) => {
  const newest = new Map<number, number>();
  for (const message of vehicleUpdateMessages(socket))
    for (const received of decodeVehicleUpdatesMessage(message))
      newest.set(received.vehicleId, received.latitude);
  return newest;
};
/** the TCP socket under a ws client: pausing it stops reading, as a client on a slow link would */
const tcp = (socket: TestSocket) => (socket.socket as unknown as { _socket: Socket })._socket;

describe("operator socket back-pressure", () => {
  const bus = createMemoryEventBus();
  let t: TestApp;
  let url: string;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp({}, { bus });
    url = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(async () => {
    for (const socket of opened) socket.socket.terminate();
    await t.close();
  });

  /** Two sockets of one operator, welcomed, with their company's vehicle-updates topic and the sockets' stats. */
  async function fastAndSlowSockets() {
    const cookie = await t.login("operator");
    const [fast, slow] = [openTestSocket(`${url}/ws`, { cookie }), openTestSocket(`${url}/ws`, { cookie })];
    opened.push(fast, slow);
    for (const socket of [fast, slow]) await waitFor(() => socket.messages("welcome").length > 0);
    const [welcome] = fast.messages<{ data: { companyId: number } }>("welcome");
    const topic = topics.vehicleUpdates(welcome?.data.companyId ?? 0);
    return { fast, slow, topic, stats: () => t.services.operatorSockets.stats() };
  }

  it("holds a slow socket's updates (the newest per vehicle) without delaying the other sockets", async () => {
    const { fast, slow, topic, stats } = await fastAndSlowSockets();

    tcp(slow).pause();
    let round = 0;
    // every tick's message reaches the fast socket while the slow one's unsent data piles up
    while (stats().behind === 0 && round < 2_000) {
      round++;
      const received = fast.texts.length;
      bus.publish(
        topic,
        Array.from({ length: VEHICLES }, (_, index) => update(index + 1, round)),
      );
      await waitFor(() => fast.texts.length > received);
      expect(fast.texts.length).toBeGreaterThan(received);
    }
    expect(stats().behind).toBe(1);

    const last = round + 1;
    bus.publish(topic, [update(1, last)]);
    await waitFor(() => newestLatitudes(fast).get(1) === update(1, last).latitude);
    expect(newestLatitudes(fast).get(1)).toBe(update(1, last).latitude);

    tcp(slow).resume();
    await waitFor(
      () => stats().behind === 0 && newestLatitudes(slow).get(1) === update(1, last).latitude,
      20_000,
    );
    const slowNewest = newestLatitudes(slow);
    expect(slowNewest.get(1)).toBe(update(1, last).latitude);
    expect(slowNewest.get(VEHICLES)).toBe(update(VEHICLES, round).latitude);
    expect(stats().behind).toBe(0);
  });

  it("owes a socket that fell behind only the vehicles sent since, each company's newest once", async () => {
    const { fast, slow, topic, stats } = await fastAndSlowSockets();
    const half = VEHICLES / 2;

    // every vehicle once while both keep up, then only the first half while the slow one falls behind
    bus.publish(
      topic,
      Array.from({ length: VEHICLES }, (_, index) => update(index + 1, 1)),
    );
    await waitFor(() => newestLatitudes(slow).size === VEHICLES);
    tcp(slow).pause();
    let round = 1;
    while (stats().behind === 0 && round < 2_000) {
      round++;
      const received = fast.texts.length;
      bus.publish(
        topic,
        Array.from({ length: half }, (_, index) => update(index + 1, round)),
      );
      await waitFor(() => fast.texts.length > received);
    }
    expect(stats().behind).toBe(1);
    bus.publish(topic, [update(1, round + 1)]);
    await waitFor(() => newestLatitudes(fast).get(1) === update(1, round + 1).latitude);

    tcp(slow).resume();
    await waitFor(
      () => stats().behind === 0 && newestLatitudes(slow).get(1) === update(1, round + 1).latitude,
    );
    const caughtUp = decodeVehicleUpdatesMessage(vehicleUpdateMessages(slow).at(-1) ?? {});
    expect(new Set(caughtUp.map((received) => received.vehicleId)).size).toBe(caughtUp.length);
    expect(caughtUp.map((received) => received.vehicleId).filter((id) => id > half)).toEqual([]);
    expect(caughtUp.find((received) => received.vehicleId === 1)?.latitude).toBe(
      update(1, round + 1).latitude,
    );
    expect(newestLatitudes(slow).get(half)).toBe(update(half, round).latitude);
  });
});
