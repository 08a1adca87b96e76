import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  CONTROL_TOWER_SOCKET_TYPE,
  type ControlTowerChange,
  WHATSAPP_INBOX_SOCKET_TYPE,
  type WhatsappInboxChange,
} from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  signIn,
  startBuiltServer,
  stopBuiltServers,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestSocket, type TestSocket, waitFor } from "../../testing/socketClient.js";
import { openTestDatabase } from "../../testing/testDatabase.js";

/*
 * Two BUILT server processes over one PostgreSQL database and NATS (run with TEST_TWO_INSTANCES=1): a stop turning
 * late is announced to an operator on either instance, and an exception taken through instance 2 reaches the
 * operator socket of instance 1, as does a reply in the WhatsApp inbox (whose complaints feed the tower).
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
const LIST = `query { controlTowerExceptions(filter: { queue: "LATE_STOP", show: 100 }) {
  data { id fleetTaskId ownerName status } } }`;

describe("the control tower across two server instances", () => {
  let database: Database & { url?: string };
  const prefix = `test${randomBytes(6).toString("hex")}`;
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const cookies: string[] = [];
  let socket: TestSocket;

  async function startInstance() {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({ ...env, NATS_URL: natsUrl, NATS_PREFIX: prefix });
    children.push(child);
    await waitForHealth(port, child);
    ports.push(port);
  }

  async function graphql<T>(instance: number, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`http://127.0.0.1:${ports[instance]}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: cookies[instance] ?? "",
        [CLIENT_HEADER]: "web",
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  beforeAll(async () => {
    buildServer();
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    await startInstance();
    await startInstance();
    cookies.push(await signIn(ports[0] ?? 0, "admin", DEMO_PASSWORD));
    cookies.push(await signIn(ports[1] ?? 0, "operator", DEMO_PASSWORD));
    socket = openTestSocket(`ws://127.0.0.1:${ports[0]}/ws`, { cookie: cookies[0] ?? "" });
    await socket.opened;
  }, 300_000);

  afterAll(async () => {
    socket?.socket.close();
    await stopBuiltServers(children);
    await database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
  }, 60_000);

  it("a late stop appears on both instances, and a take on instance 2 reaches instance 1's operator live", async () => {
    const vehicles = await graphql<{ vehicles: { data: { id: number }[] } }>(
      0,
      "query { vehicles { data { id } } }",
    );
    const task = await graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      0,
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      {
        input: {
          vehicleId: vehicles.vehicles.data.at(-1)?.id,
          departureTime: new Date(Date.now() - 3_600_000).toISOString(),
          stops: [
            {
              activity: "DROP",
              address: { address: "Gudang uji dua instans, Bekasi", lat: -6.24, lng: 107.0 },
              targetArrival: new Date(Date.now() - 45 * 60_000).toISOString(),
            },
          ],
        },
      },
    );
    const fleetTaskId = task.createFleetTask.data.fleetTaskId;
    for (const status of ["SCHEDULED", "STARTED"])
      await graphql(
        0,
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id: fleetTaskId, status },
      );
    type Row = { id: number; fleetTaskId: number | null; ownerName: string | null; status: string };
    const lateOn = async (instance: number) =>
      (
        await graphql<{ controlTowerExceptions: { data: Row[] } }>(instance, LIST)
      ).controlTowerExceptions.data.find((row) => row.fleetTaskId === fleetTaskId);
    let late: Row | undefined;
    for (let tries = 0; tries < 50 && !late; tries++) {
      late = await lateOn(1);
      if (!late) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(late).toMatchObject({ status: "BARU", ownerName: null });
    expect(await lateOn(0)).toMatchObject({ id: late?.id });

    const heard = () =>
      socket
        .messages<{ data: ControlTowerChange }>(CONTROL_TOWER_SOCKET_TYPE)
        .some((message) => message.data.exceptionId === late?.id);
    expect(heard()).toBe(false);
    await graphql(
      1,
      `mutation ($id: Int!) { takeControlTowerException(input: { exceptionId: $id }) { isSuccessful } }`,
      {
        id: late?.id,
      },
    );
    await waitFor(heard, 5_000);
    expect(heard()).toBe(true);
    expect(await lateOn(0)).toMatchObject({ ownerName: "Operator Armada", status: "DITANGANI" });
  }, 120_000);

  it("an inbox reply through instance 2 reaches instance 1's operator socket live", async () => {
    const notices = await graphql<{ whatsappInboxNotices: { data: { conversationId: number }[] } }>(
      0,
      "query { whatsappInboxNotices { data { conversationId } } }",
    );
    const conversationId = notices.whatsappInboxNotices.data[0]?.conversationId;
    expect(conversationId).toBeDefined();
    const heard = () =>
      socket
        .messages<{ data: WhatsappInboxChange }>(WHATSAPP_INBOX_SOCKET_TYPE)
        .some((message) => message.data.conversationId === conversationId && message.data.kind === "replied");
    expect(heard()).toBe(false);
    const reply = await graphql<{
      replyWhatsappConversation: { isSuccessful: boolean; errorName: string | null };
    }>(
      1,
      `mutation ($id: Int!) { replyWhatsappConversation(input: { conversationId: $id, body: "Kami cek, Bu." }) { isSuccessful errorName } }`,
      { id: conversationId },
    );
    expect(reply.replyWhatsappConversation).toEqual({ isSuccessful: true, errorName: null });
    await waitFor(heard, 5_000);
    expect(heard()).toBe(true);
  }, 60_000);
});
