import type { VehicleUpdate } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { fleetTasks } from "./deliveries.tables.js";

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

  it("marks the stop visited after the dwell inside its radius, then its departure; passing by does not count", async () => {
    const vehicles = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      admin,
      `query { vehicles { data { id } } }`,
    );
    // a vehicle on no demo task
    const vehicleId = vehicles.data?.vehicles.data.at(-1)?.id ?? 0;
    const created = await t.graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      admin,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      {
        input: {
          vehicleId,
          departureTime: new Date(start).toISOString(),
          stops: [
            { activity: "DROP", address: { address: "Titik uji", ...STOP } },
            { activity: "DROP", address: { address: "Titik lewat", lat: -6.3, lng: 106.9 } },
          ],
        },
      },
    );
    const id = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    for (const status of ["SCHEDULED", "STARTED"]) {
      await t.graphql(
        admin,
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id, status },
      );
    }
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
});
