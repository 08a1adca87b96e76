import { encodeGt06Login, gt06LoginAck, SOCKET_CLOSE } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createMemoryEventBus } from "../bus/memoryEventBus.js";
import { loadConfig } from "../config.js";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { sessions, users } from "../modules/auth/auth.tables.js";
import { SESSION_COOKIE } from "../modules/auth/authPlugin.js";
import { hashSessionToken, newSessionToken } from "../modules/auth/sessionRepository.js";
import { silentLogger } from "../modules/ingest/ingestLogger.js";
import { startIngest } from "../modules/ingest/startIngest.js";
import { ingestTestConfig } from "../modules/ingest/testing/ingestTestConfig.js";
import { TcpTestClient } from "../modules/ingest/testing/tcpClient.js";
import { openTestSocket, type TestSocket, waitFor } from "../testing/socketClient.js";
import { startTestApp, type TestApp } from "../testing/testApp.js";
import { createTestVehicle } from "../testing/testFleet.js";
import { originAllowed } from "./socketGuards.js";

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  temporaryLiveView { temporaryLvId shortKey } } }`;

const opened: TestSocket[] = [];
function operatorSocket(base: string, cookie: string, headers: Record<string, string> = {}) {
  const socket = openTestSocket(`${base}/ws`, { cookie, ...headers });
  opened.push(socket);
  return socket;
}
/** Client sockets left open would hold the app's close. */
function terminateOpened() {
  for (const socket of opened.splice(0)) socket.socket.terminate();
}

/** The HTTP status of a refused upgrade. */
function refusedUpgrade(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on("unexpected-response", (request, response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.on("open", () => {
      socket.terminate();
      reject(new Error("upgrade was accepted"));
    });
    socket.on("error", () => {});
  });
}

describe("operator sockets end with their session", () => {
  const bus = createMemoryEventBus();
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    a = await startTestApp({}, { bus });
    b = await startTestApp({}, { database: a.database, bus });
    urlA = (await a.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    urlB = (await b.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(async () => {
    terminateOpened();
    await b.close();
    await a.close();
  });

  it("closes the session's sockets on logout, on this and on another instance, and no other session's", async () => {
    const cookie = await a.login("operator");
    const other = await a.login("operator");
    const here = operatorSocket(urlA, cookie);
    const there = operatorSocket(urlB, cookie, { "accept-language": "en" });
    const untouched = operatorSocket(urlB, other);
    for (const socket of [here, there, untouched]) await waitFor(() => socket.messages("welcome").length > 0);

    const loggedOutAt = Date.now();
    const logout = await a.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { [CLIENT_HEADER]: "web", cookie },
    });
    expect(logout.statusCode).toBe(200);
    const [closedHere, closedThere] = await Promise.all([here.closed, there.closed]);
    expect(closedHere).toMatchObject({
      code: SOCKET_CLOSE.sessionEnded,
      reason: expect.stringMatching(/^Sesi/),
    });
    expect(closedThere).toMatchObject({
      code: SOCKET_CLOSE.sessionEnded,
      reason: expect.stringMatching(/^Your session/),
    });
    expect(Math.max(closedHere.at, closedThere.at) - loggedOutAt).toBeLessThan(1_000);
    expect(untouched.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("closes a socket when its session expires", async () => {
    const [operator] = await a.database.db.select().from(users).where(eq(users.username, "operator"));
    const token = newSessionToken();
    const expiresOn = new Date(Date.now() + 1_500);
    await a.database.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      userId: operator?.id ?? 0,
      expiresOn,
      lastSeenOn: new Date(),
    });
    const socket = operatorSocket(urlB, `${SESSION_COOKIE}=${token}`);
    await waitFor(() => socket.messages("welcome").length > 0);
    const closed = await socket.closed;
    expect(closed.code).toBe(SOCKET_CLOSE.sessionEnded);
    expect(closed.at).toBeGreaterThanOrEqual(expiresOn.getTime());
    expect(closed.at - expiresOn.getTime()).toBeLessThan(1_000);
  });

  it("refuses upgrades from another site's page, on the operator and the public socket", async () => {
    const cookie = await a.login("operator");
    const evil = { cookie, origin: "https://evil.example" };
    expect(await refusedUpgrade(`${urlA}/ws`, evil)).toBe(403);
    expect(await refusedUpgrade(`${urlA}/ws/live-track?id=1&shToken=abcdefgh`, evil)).toBe(403);
    const sameSite = operatorSocket(urlA, cookie, { origin: urlA.replace("ws", "http") });
    await sameSite.opened;
  });
});

describe("allowed origins", () => {
  it("are the server's own host, PUBLIC_URL's origin and ALLOWED_ORIGINS; clients without Origin pass", () => {
    const { allowedOrigins } = loadConfig({
      PUBLIC_URL: "https://track.armada.id/",
      ALLOWED_ORIGINS: "https://ops.armada.id, https://partner.example:8443",
    });
    const allowed = new Set(allowedOrigins);
    const host = "10.0.0.5:3000";
    for (const origin of [
      "https://track.armada.id",
      "https://ops.armada.id",
      "https://partner.example:8443",
      "http://10.0.0.5:3000",
      undefined,
    ])
      expect(originAllowed(origin, host, allowed), String(origin)).toBe(true);
    for (const origin of ["https://armada.id.evil.example", "https://partner.example", "null", "not a url"])
      expect(originAllowed(origin, host, allowed), origin).toBe(false);
    expect(() => loadConfig({ ALLOWED_ORIGINS: "ops.armada.id" })).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe("socket caps", () => {
  let t: TestApp;
  let base: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({
      MAX_OPERATOR_SOCKETS: "2",
      MAX_PUBLIC_SOCKETS: "3",
      MAX_PUBLIC_SOCKETS_PER_LINK: "2",
    });
    base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    admin = await t.login("admin");
  });
  afterAll(async () => {
    terminateOpened();
    await t.close();
  });

  async function newLink() {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: `86471700779${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
      licensePlate: `B ${Math.floor(Math.random() * 9000) + 1000} CAP`,
    });
    const result = await t.graphql<{
      createTemporaryLiveView: { temporaryLiveView: { temporaryLvId: number; shortKey: string } };
    }>(admin, CREATE, {
      input: {
        name: "Cap",
        duration: 60,
        vehicleIds: [vehicle.vehicleId],
        pickedColumns: ["speed"],
        contacts: [],
      },
    });
    const view = result.data?.createTemporaryLiveView.temporaryLiveView;
    return `${base}/ws/live-track?id=${view?.temporaryLvId}&shToken=${view?.shortKey}`;
  }
  async function viewer(url: string, headers: Record<string, string> = {}) {
    const socket = openTestSocket(url, headers);
    opened.push(socket);
    await Promise.race([waitFor(() => socket.messages("snapshot").length > 0), socket.closed]);
    return socket;
  }
  const metrics = async () => (await t.app.inject({ method: "GET", url: "/api/metrics" })).body;

  it("closes operator sockets beyond MAX_OPERATOR_SOCKETS with 4429 and a localised reason", async () => {
    const cookie = await t.login("operator");
    for (let i = 0; i < 2; i++) {
      const socket = operatorSocket(base, cookie);
      await waitFor(() => socket.messages("welcome").length > 0);
    }
    const indonesian = await operatorSocket(base, cookie).closed;
    const english = await operatorSocket(base, cookie, { "accept-language": "en" }).closed;
    expect(indonesian).toMatchObject({
      code: SOCKET_CLOSE.full,
      reason: "Terlalu banyak koneksi langsung ke server, coba lagi nanti.",
    });
    expect(english).toMatchObject({
      code: SOCKET_CLOSE.full,
      reason: "Too many live connections to the server, try again later.",
    });
    expect(await metrics()).toContain("armada_websocket_refused_total 2");
  });

  it("closes public sockets beyond the per-link and the total cap; a device still logs in", async () => {
    const first = await newLink();
    await viewer(first);
    await viewer(first);
    const overLink = await viewer(first);
    expect(await overLink.closed).toMatchObject({
      code: SOCKET_CLOSE.full,
      reason: "Terlalu banyak penonton untuk tautan ini, coba lagi nanti.",
    });
    const second = await newLink();
    const third = await viewer(second);
    expect(third.messages("snapshot")).toHaveLength(1);
    const overTotal = await viewer(second, { "accept-language": "en" });
    expect(await overTotal.closed).toMatchObject({
      code: SOCKET_CLOSE.full,
      reason: "Too many viewers for this link, try again later.",
    });
    const text = await metrics();
    expect(text).toContain("armada_live_track_viewers 3");
    expect(text).toContain("armada_live_track_refused_total 2");

    const device = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717007790001",
      licensePlate: "B 7900 DEV",
    });
    const ingest = await startIngest(
      t.services.positionPipeline,
      {
        ingest: ingestTestConfig().ingest,
        connectionLimits: loadConfig({}).connectionLimits,
      },
      silentLogger,
    );
    try {
      const connection = await TcpTestClient.connect(ingest.ports.gt06);
      await connection.write(encodeGt06Login(device.imei, 1));
      expect(await connection.read(10)).toEqual(Buffer.from(gt06LoginAck(1)));
      connection.close();
    } finally {
      await ingest.stop();
    }
  });
});
