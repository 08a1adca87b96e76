import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { FLEET_TASK_SOCKET_TYPE, type FleetTaskChange } from "@armada/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { DEMO_OSMAND_IDS } from "../../seed/demoFleet.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  graphqlOn,
  signIn,
  startBuiltServer,
  stopBuiltServers,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestSocket, type TestSocket, waitFor } from "../../testing/socketClient.js";
import { openTestDatabase } from "../../testing/testDatabase.js";

/*
 * Two BUILT server processes over one PostgreSQL database and NATS (run with TEST_TWO_INSTANCES=1): a position
 * reaching instance 2 visits a stop of a task started through instance 1, and the planner on instance 1 hears it.
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
const STOP = { address: "Gudang uji dua instans", lat: -6.25, lng: 106.85 };

describe("stop visits across two server instances", () => {
  let database: Database & { url?: string };
  const prefix = `test${randomBytes(6).toString("hex")}`;
  const children: ChildProcess[] = [];
  const ports: { http: number; osmand: number }[] = [];
  let cookie: string;
  let socket: TestSocket;
  const device = DEMO_OSMAND_IDS[1] ?? "";

  async function startInstance() {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({ ...env, NATS_URL: natsUrl, NATS_PREFIX: prefix });
    children.push(child);
    await waitForHealth(port, child);
    ports.push({ http: port, osmand: Number(env.OSMAND_PORT) });
  }

  const graphql = <T>(port: number, query: string, variables: Record<string, unknown> = {}) =>
    graphqlOn<T>(port, cookie, query, variables);

  beforeAll(async () => {
    buildServer();
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    await startInstance();
    await startInstance();
    cookie = await signIn(ports[0]?.http ?? 0, "admin", DEMO_PASSWORD);
    socket = openTestSocket(`ws://127.0.0.1:${ports[0]?.http}/ws`, { cookie });
    await socket.opened;
  }, 300_000);

  afterAll(async () => {
    socket?.socket.close();
    await stopBuiltServers(children);
    await database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
  }, 60_000);

  it("a position into instance 2 visits a stop of a task started on instance 1, whose planner hears it", async () => {
    const [first, second] = ports as [(typeof ports)[0], (typeof ports)[0]];
    const [vehicle] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`select v.id from vehicles v join devices d on d.id = v.device_id where d.imei = ${device}`,
      ),
    );
    const created = await graphql<{
      createFleetTask: { data: { fleetTaskId: number; stops: { stopId: number }[] } };
    }>(
      first.http,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId stops { stopId } } } }`,
      {
        input: {
          vehicleId: Number(vehicle?.id),
          departureTime: new Date().toISOString(),
          stops: [{ activity: "DROP", address: STOP }],
        },
      },
    );
    const { fleetTaskId, stops } = created.createFleetTask.data;
    for (const status of ["SCHEDULED", "STARTED"])
      await graphql(
        first.http,
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id: fleetTaskId, status },
      );
    const visited = () =>
      socket
        .messages<{ data: FleetTaskChange }>(FLEET_TASK_SOCKET_TYPE)
        .some((message) => message.data.stopId === stops[0]?.stopId);
    // instance 2's worker reloads on the start it heard over NATS; reports until the dwell (120 s of fix time) passed
    const base = Math.floor(Date.now() / 1000) - 10 * 60;
    for (let step = 0; step < 20 && !visited(); step++) {
      const response = await fetch(
        `http://127.0.0.1:${second.osmand}/?id=${device}&timestamp=${base + step * 60}&lat=${STOP.lat}&lon=${STOP.lng}&speed=0`,
      );
      expect(response.status).toBe(200);
      await waitFor(visited, 500);
    }
    expect(visited()).toBe(true);
    const task = await graphql<{ fleetTask: { data: { stops: { visitStatus: string }[] } } }>(
      first.http,
      `query ($id: Int!) { fleetTask(fleetTaskId: $id) { data { stops { visitStatus } } } }`,
      { id: fleetTaskId },
    );
    expect(task.fleetTask.data.stops[0]?.visitStatus).toBe("VISITED");
  }, 120_000);
});
