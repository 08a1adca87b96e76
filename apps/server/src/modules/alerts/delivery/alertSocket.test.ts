import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { topics } from "../../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import type { AlertRaisedEvent } from "../alertEvents.js";
import { companyIdOf, insertTestAlert, insertTestRule } from "../testing/alertFixtures.js";

interface Message {
  type: string;
  data: Record<string, unknown>;
}

interface Socket {
  socket: WebSocket;
  messages: Message[];
  texts: string[];
}

function openSocket(baseUrl: string, cookie: string) {
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`, { headers: { cookie } });
  const messages: Message[] = [];
  const texts: string[] = [];
  socket.on("message", (data) => {
    const text = data.toString();
    texts.push(text);
    if (text.startsWith("{")) messages.push(JSON.parse(text));
  });
  return new Promise<Socket>((resolve, reject) => {
    socket.on("open", () => resolve({ socket, messages, texts }));
    socket.on("error", reject);
  });
}

const waitFor = async (condition: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const ofType = (socket: Socket, prefix: string) =>
  socket.messages.filter((message) => message.type.startsWith(prefix));

const PAYLOAD = `query { payload { data { payload { userId companyId channels } } } }`;

describe("live alert socket", () => {
  let t: TestApp;
  let baseUrl: string;
  let companyA: number;
  let vehicleId: number;
  let ruleId: number;
  let admin: string;
  const sockets: WebSocket[] = [];

  const payloadOf = async (cookie: string) => {
    const result = await t.graphql<{
      payload: { data: { payload: { userId: number; companyId: number; channels: string[] } } };
    }>(cookie, PAYLOAD);
    const payload = result.data?.payload.data.payload;
    if (!payload) throw new Error(JSON.stringify(result.errors));
    return payload;
  };
  const connect = async (cookie: string, tags?: Record<string, unknown>) => {
    const opened = await openSocket(baseUrl, cookie);
    sockets.push(opened.socket);
    if (tags) opened.socket.send(JSON.stringify({ type: "update_tags", payload: tags }));
    return opened;
  };
  const raise = async () => {
    const alert = await insertTestAlert(t.database.db, {
      companyId: companyA,
      vehicleId,
      alertRuleIds: [ruleId],
    });
    t.services.bus.publish<AlertRaisedEvent[]>(topics.alertsRaised(companyA), [
      {
        rawAlertId: alert.rawAlertId,
        companyId: companyA,
        vehicleId,
        alertCode: alert.alertCode,
        alertRuleIds: alert.alertRuleIds,
        createdOn: alert.createdOn.toISOString(),
      },
    ]);
    return alert;
  };

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    companyA = await companyIdOf(t.database.db, "PT Armada Demo");
    vehicleId = (
      await createTestVehicle(t.database.db, {
        companyName: "PT Armada Demo",
        imei: "864717003290201",
        licensePlate: "B 5151 SK",
      })
    ).vehicleId;
    ruleId = (
      await insertTestRule(t.database.db, {
        companyId: companyA,
        alertUrgencyType: "Urgent",
        autoPopup: true,
      })
    ).alertRuleId;
    admin = await t.login("admin");
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it("answers PING with PONG", async () => {
    const client = await connect(admin);
    client.socket.send("PING");
    await waitFor(() => client.texts.includes("PONG"));
    expect(client.texts).toContain("PONG");
  });

  it("pushes a new alert to each subscriber's tagged socket with their urgency, and to no one else", async () => {
    const operator = await t.login("operator");
    const lain = await t.login("lain");
    const adminPayload = await payloadOf(admin);
    const operatorPayload = await payloadOf(operator);
    const adminSocket = await connect(admin, adminPayload);
    const operatorSocket = await connect(operator, operatorPayload);
    const untagged = await connect(admin);
    // a socket may not listen on another user's channel
    const snooping = await connect(operator, {
      ...operatorPayload,
      channels: [`alert-center-new-${adminPayload.userId}`],
    });
    const otherCompany = await connect(lain, {
      ...(await payloadOf(lain)),
      channels: [`alert-center-new-${adminPayload.userId}`, `alert-center-resolve-${companyA}`],
    });
    await settle();

    const alert = await raise();
    await waitFor(
      () =>
        ofType(adminSocket, "alert-center-new").length > 0 &&
        ofType(operatorSocket, "alert-center-new").length > 0,
    );
    await settle();

    const [forAdmin] = ofType(adminSocket, "alert-center-new");
    expect(forAdmin?.type).toBe(`alert-center-new-${adminPayload.userId}`);
    expect(forAdmin?.data).toMatchObject({
      rawAlertId: alert.rawAlertId,
      isUrgent: true,
      isImportant: false,
      autoPopup: true,
      licensePlate: "B 5151 SK",
      formattedAlertData: "92 km/j selama 75 detik (batas 80 km/j)",
    });
    const [forOperator] = ofType(operatorSocket, "alert-center-new");
    expect(forOperator?.type).toBe(`alert-center-new-${operatorPayload.userId}`);
    // the operator has no urgent key: the alert is important for them
    expect(forOperator?.data).toMatchObject({
      rawAlertId: alert.rawAlertId,
      isUrgent: false,
      isImportant: true,
    });
    expect(ofType(untagged, "alert-center")).toEqual([]);
    expect(ofType(snooping, "alert-center")).toEqual([]);
    expect(ofType(otherCompany, "alert-center")).toEqual([]);
  });

  it("broadcasts a resolve by one user to the other users of the company", async () => {
    const operator = await t.login("operator");
    const operatorSocket = await connect(operator, await payloadOf(operator));
    const lain = await t.login("lain");
    const otherCompany = await connect(lain, await payloadOf(lain));
    await settle();
    const alert = await raise();
    const result = await t.graphql<{ upsertRawAlertsAction: { isSuccessful: boolean } }>(
      admin,
      `mutation ($id: Float!) { upsertRawAlertsAction(input: { actionType: "Resolve", data: "true", rawAlertId: [$id], selectionMode: "Selection" }) { isSuccessful } }`,
      { id: alert.rawAlertId },
    );
    expect(result.data?.upsertRawAlertsAction.isSuccessful).toBe(true);
    await waitFor(() => ofType(operatorSocket, "alert-center-resolve").length > 0);
    const [message] = ofType(operatorSocket, "alert-center-resolve");
    expect(message?.type).toBe(`alert-center-resolve-${companyA}`);
    expect(message?.data).toMatchObject({
      mode: "s",
      actionType: "Resolve",
      resolved: true,
      userName: "Admin Armada",
      vehicles: { [vehicleId]: "B 5151 SK" },
      rawAlertIds: [alert.rawAlertId],
      startTime: null,
      endTime: null,
    });
    await settle();
    expect(ofType(otherCompany, "alert-center-resolve")).toEqual([]);
  });
});
