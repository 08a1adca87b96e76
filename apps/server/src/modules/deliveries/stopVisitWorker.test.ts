import type { VehicleUpdate } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { fleetTasks } from "./deliveries.tables.js";
import { loadWatchedTasks, type WatchedTask } from "./watchedTasks.js";

const STOP = { lat: -6.2, lng: 106.9 };
const start = Date.UTC(2026, 11, 1, 2, 0, 0);
/** An update of `vehicleId` `metersWest` of the stop at second `second` (one degree of longitude is ~110.6 km). */
const update = (vehicleId: number, second: number, metersWest: number): VehicleUpdate => ({
  vehicleId,
  latitude: STOP.lat,
  longitude: STOP.lng - metersWest / 110_600,
  speed: metersWest === 0 ? 0 : 30,
  course: 90,
  ignition: true,
  motionStatus: metersWest === 0 ? "idle" : "moving",
  temperature: null,
  fuel: null,
  fixTime: new Date(start + second * 1000).toISOString(),
  lastPacket: new Date(start + second * 1000).toISOString(),
  alarm: null,
});

describe("stop visits from the positions of a started task's vehicle", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  /** A started fleet task of a vehicle on no demo task, with `stops`. */
  async function startedTask(stops: unknown[]) {
    const vehicles = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      admin,
      `query { vehicles { data { id } } }`,
    );
    const vehicleId = vehicles.data?.vehicles.data.at(-1)?.id ?? 0;
    const created = await t.graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      admin,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      { input: { vehicleId, departureTime: new Date(start).toISOString(), stops } },
    );
    const id = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    for (const status of ["SCHEDULED", "STARTED"]) {
      await t.graphql(
        admin,
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id, status },
      );
    }
    return { id, vehicleId };
  }

  it("marks the stop visited after the dwell inside its radius, then its departure; passing by does not count", async () => {
    const { id, vehicleId } = await startedTask([
      { activity: "DROP", address: { address: "Titik uji", ...STOP } },
      { activity: "DROP", address: { address: "Titik lewat", lat: -6.3, lng: 106.9 } },
    ]);
    const [task] = await t.database.db
      .select({ companyId: fleetTasks.companyId })
      .from(fleetTasks)
      .where(eq(fleetTasks.id, id));
    const publish = (updates: VehicleUpdate[]) =>
      t.services.bus.publish(topics.vehicleUpdates(task?.companyId ?? 0), updates);
    const stops = async () =>
      (
        await t.graphql<{
          fleetTask: {
            data: {
              stops: { visitStatus: string; actualArrival: string | null; actualDeparture: string | null }[];
            };
          };
        }>(
          admin,
          `query ($id: Int!) { fleetTask(fleetTaskId: $id) { data { stops { visitStatus actualArrival actualDeparture } } } }`,
          {
            id,
          },
        )
      ).data?.fleetTask.data.stops;

    // in for 60 s only: passing through
    publish([
      update(vehicleId, 0, 1000),
      update(vehicleId, 10, 100),
      update(vehicleId, 70, 0),
      update(vehicleId, 80, 500),
    ]);
    // then a stay of 3 minutes, and away
    publish([update(vehicleId, 300, 50), update(vehicleId, 420, 0), update(vehicleId, 480, 10)]);
    publish([update(vehicleId, 540, 800)]);
    await vi.waitFor(
      async () =>
        expect(await stops()).toEqual([
          {
            visitStatus: "VISITED",
            actualArrival: new Date(start + 300_000).toISOString(),
            actualDeparture: new Date(start + 540_000).toISOString(),
          },
          { visitStatus: "TO_VISIT", actualArrival: null, actualDeparture: null },
        ]),
      { timeout: 10_000, interval: 100 },
    );
  });

  it("a reload taken in keeps a stop the worker recorded while it read, and the rows of the others", async () => {
    const { id } = await startedTask([
      { activity: "DROP", address: { address: "Titik baca", lat: -6.25, lng: 106.95 } },
      { activity: "DROP", address: { address: "Titik lain", lat: -6.35, lng: 106.95 } },
    ]);
    const taskOf = (watched: Map<number, WatchedTask[]>) =>
      [...watched.values()].flat().find((task) => task.fleetTaskId === id);
    const held = taskOf((await loadWatchedTasks(t.database.db))(new Map(), () => false));
    const [first, second] = held?.stops ?? [];
    if (!held || !first || !second) throw new Error("the started task is not watched");
    // what the worker holds after detecting both arrivals while a load read the rows (not written here)
    const arrivedAt = new Date(start);
    for (const stop of [first, second]) {
      stop.state = { enteredAt: arrivedAt, visit: { arrivedAt, departedAt: null } };
      stop.checked = { ...stop.checked, visitStatus: "VISITED", actualArrival: arrivedAt };
    }
    const current = new Map([[held.vehicleId, [held]]]);
    const takenIn = taskOf(
      (await loadWatchedTasks(t.database.db))(current, (stopId) => stopId === first.checked.stopId),
    );
    expect(takenIn?.stops[0]).toBe(first);
    // the other stop: its row (no arrival stored), with the detection state the worker holds
    expect(takenIn?.stops[1]?.checked.actualArrival).toBeNull();
    expect(takenIn?.stops[1]?.state).toBe(second.state);
  });
});
