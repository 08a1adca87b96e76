import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { Agent, createServer, type Server } from "node:https";
import { type AddressInfo, createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { enqueueAlertPushes } from "./alertPushes.js";
import { pushMessages, pushSubscriptions } from "./push.tables.js";
import { isPublicAddress } from "./pushEndpoint.js";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "./pushService.js";

interface Received {
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/**
 * The local push service listens on 127.0.0.2, the one loopback address these tests allow pushes to: 127.0.0.1 stays
 * refused like any other address on this machine.
 */
const PUSH_HOST = "127.0.0.2";

/** A throwaway certificate for PUSH_HOST (push services speak HTTPS only; web-push refuses anything else). */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "armada-push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      `/CN=${PUSH_HOST}`,
      "-addext",
      `subjectAltName=IP:${PUSH_HOST}`,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
}

/** A push service on a local port: records each request and answers with the next queued status (201 by default). */
async function startPushEndpoint(tls: { key: Buffer; cert: Buffer }) {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, PUSH_HOST, resolve));
  const origin = `https://${PUSH_HOST}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    authText: auth.toString("base64url"),
  };
}

/** Checks the VAPID JWT of an Authorization header (RFC 8292) against the key it names; returns its claims. */
function verifyVapid(authorization: string, expectedKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid header: ${authorization}`);
  const [, token = "", key = ""] = match;
  expect(key).toBe(expectedKey);
  const [header = "", claims = "", signature = ""] = token.split(".");
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

const PUBLIC_KEY = `query { pushPublicKey { isSuccessful data } }`;
const REGISTER = `mutation($input: PushTokenInput!) { registerPushToken(input: $input) { isSuccessful errorName } }`;
const UNREGISTER = `mutation($input: PushTokenInput!) { unregisterPushToken(input: $input) { isSuccessful errorName } }`;

describe("web push", () => {
  let t: TestApp;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  beforeAll(async () => {
    const tls = localCertificate();
    // the server trusts exactly this certificate, as it trusts the real push services' ones
    t = await startTestApp(
      {},
      {
        pushAgent: new Agent({ ca: tls.cert }),
        pushAddressAllowed: (address) => address === PUSH_HOST || isPublicAddress(address),
      },
    );
    endpoint = await startPushEndpoint(tls);
    // the reminders of the demo's due documents and services go to the same users' browsers: they are all sent (to
    // no browser yet) before these tests register one, so only the tests' own pushes arrive
    await t.services.reminders.worker.runDue(t.app.log);
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  const token = (path: string, keys: ReturnType<typeof browserKeys>) =>
    JSON.stringify({
      endpoint: `${endpoint.origin}${path}`,
      keys: { p256dh: keys.p256dh, auth: keys.authText },
    });
  const userIdOf = async (username: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ??
    0;

  it("keeps one VAPID key pair: made on first start, the same on every call", async () => {
    const cookie = await t.login("admin");
    const first = await t.graphql<{ pushPublicKey: { data: string } }>(cookie, PUBLIC_KEY);
    const second = await t.graphql<{ pushPublicKey: { data: string } }>(cookie, PUBLIC_KEY);
    expect(first.data?.pushPublicKey.data).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.data?.pushPublicKey.data).toBe(first.data?.pushPublicKey.data);
  });

  it("sends an alert as a real encrypted push: VAPID signature checked, payload decrypted with the browser's key", async () => {
    const cookie = await t.login("admin");
    const keys = browserKeys();
    const registered = await t.graphql<{ registerPushToken: { isSuccessful: boolean } }>(cookie, REGISTER, {
      input: { registrationToken: token("/push/admin-1", keys), platform: "web" },
    });
    expect(registered.data?.registerPushToken.isSuccessful).toBe(true);
    const publicKey = (await t.graphql<{ pushPublicKey: { data: string } }>(cookie, PUBLIC_KEY)).data
      ?.pushPublicKey.data;

    const companyId =
      (await t.database.db.select().from(users).where(eq(users.username, "admin")))[0]?.companyId ?? 0;
    await enqueueAlertPushes(t.database.db, companyId, [
      {
        rawAlertId: 4242,
        userId: await userIdOf("admin"),
        title: "Kecepatan Berlebih · B 1234 CD",
        body: "Jl. Sudirman",
      },
    ]);
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBe(1);
    const [request] = endpoint.received;
    expect(request?.url).toBe("/push/admin-1");
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request?.headers.ttl)).toBe(86_400);
    const claims = verifyVapid(String(request?.headers.authorization), publicKey ?? "");
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toBe("mailto:no-reply@armada.id");
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);

    const plain = ece.decrypt(request?.body, {
      version: "aes128gcm",
      privateKey: keys.ecdh,
      authSecret: keys.auth,
    });
    expect(JSON.parse(plain.toString())).toEqual({
      title: "Kecepatan Berlebih · B 1234 CD",
      body: "Jl. Sudirman",
      url: "/notification/detail/4242",
      tag: "alert-4242",
    });
    await expect
      .poll(async () => (await t.database.db.select().from(pushMessages)).map((row) => row.status))
      .toEqual(["sent"]);

    // every instance hears the alert: a repeat queues nothing more
    await enqueueAlertPushes(t.database.db, companyId, [
      { rawAlertId: 4242, userId: await userIdOf("admin"), title: "x", body: "y" },
    ]);
    expect(await t.database.db.select().from(pushMessages)).toHaveLength(1);
  });

  it("drops a subscription the push service says is gone (410)", async () => {
    const cookie = await t.login("operator");
    const keys = browserKeys();
    await t.graphql(cookie, REGISTER, {
      input: { registrationToken: token("/push/gone", keys), platform: "web" },
    });
    endpoint.statuses.push(410);
    const before = endpoint.received.length;
    const operator = (await t.database.db.select().from(users).where(eq(users.username, "operator")))[0];
    await enqueueAlertPushes(t.database.db, operator?.companyId ?? 0, [
      { rawAlertId: 77, userId: operator?.id ?? 0, title: "a", body: "b" },
    ]);
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBe(before + 1);
    await expect
      .poll(async () =>
        (await t.database.db.select().from(pushSubscriptions)).some((row) =>
          row.endpoint.endsWith("/push/gone"),
        ),
      )
      .toBe(false);
  });

  it("refuses endpoints that are not HTTPS to a public address, in Indonesian", async () => {
    const cookie = await t.login("driver");
    const keys = browserKeys();
    for (const endpointUrl of [
      "https://127.0.0.1:3700/x",
      "https://localhost:5432/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.1.2.3/x",
      "https://100.64.0.1/x",
      "https://224.0.0.1/x",
      "https://[::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://[::ffff:a9fe:a9fe]/x",
      "https://[fe80::1]/x",
      "https://[fd00::1]/x",
      "http://fcm.googleapis.com/fcm/send/x",
    ]) {
      const result = await t.graphql<{ registerPushToken: { errorName: string; message: string } }>(
        cookie,
        `mutation($input: PushTokenInput!) { registerPushToken(input: $input) { errorName message } }`,
        {
          input: {
            registrationToken: JSON.stringify({
              endpoint: endpointUrl,
              keys: { p256dh: keys.p256dh, auth: keys.authText },
            }),
            platform: "web",
          },
        },
      );
      expect(result.data?.registerPushToken.errorName, endpointUrl).toBe("ValidationError");
      expect(result.data?.registerPushToken.message, endpointUrl).toContain(
        "Alamat notifikasi push harus HTTPS ke alamat publik",
      );
    }
    expect(
      (await t.database.db.select().from(pushSubscriptions)).filter(
        (row) => !row.endpoint.startsWith(endpoint.origin),
      ),
    ).toEqual([]);
  });

  it("resolves the endpoint's name when sending: a name on this machine gets no connection", async () => {
    let connections = 0;
    const trap = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
    try {
      const driver = (await t.database.db.select().from(users).where(eq(users.username, "driver")))[0];
      const keys = browserKeys();
      // as if registered while the name pointed elsewhere
      await t.database.db.insert(pushSubscriptions).values({
        userId: driver?.id ?? 0,
        companyId: driver?.companyId ?? 0,
        endpoint: `https://localhost:${(trap.address() as AddressInfo).port}/push/rebound`,
        p256dh: keys.p256dh,
        auth: keys.authText,
      });
      await enqueueAlertPushes(t.database.db, driver?.companyId ?? 0, [
        { rawAlertId: 991, userId: driver?.id ?? 0, title: "a", body: "b" },
      ]);
      await expect
        .poll(
          async () =>
            (await t.database.db.select().from(pushMessages)).find((row) =>
              row.idempotencyKey.includes("991"),
            )?.status,
          {
            timeout: 15_000,
          },
        )
        .toBe("failed");
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers per user: a new one replaces the oldest`, async () => {
    const cookie = await t.login("operator");
    const operatorId = await userIdOf("operator");
    const keys = browserKeys();
    for (let browser = 0; browser < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 5; browser++)
      await t.graphql(cookie, REGISTER, {
        input: { registrationToken: token(`/push/operator-${browser}`, keys), platform: "web" },
      });
    const kept = (await t.database.db.select().from(pushSubscriptions))
      .filter((row) => row.userId === operatorId)
      .map((row) => row.endpoint.replace(endpoint.origin, ""))
      .sort((a, b) => Number(a.split("-")[1]) - Number(b.split("-")[1]));
    expect(kept).toEqual(
      Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER }, (_, index) => `/push/operator-${index + 5}`),
    );
  });

  it("unregisters only the caller's own subscription and refuses malformed tokens", async () => {
    const admin = await t.login("admin");
    const other = await t.login("lain");
    const keys = browserKeys();
    const input = { registrationToken: token("/push/mine", keys), platform: "web" };
    await t.graphql(admin, REGISTER, { input });
    await t.graphql(other, UNREGISTER, { input });
    const mine = async () =>
      (await t.database.db.select().from(pushSubscriptions)).filter((row) =>
        row.endpoint.endsWith("/push/mine"),
      );
    expect(await mine()).toHaveLength(1);
    await t.graphql(admin, UNREGISTER, { input });
    expect(await mine()).toHaveLength(0);

    for (const bad of [
      { registrationToken: "not json", platform: "web" },
      {
        registrationToken: JSON.stringify({ endpoint: "ftp://x", keys: { p256dh: "a", auth: "b" } }),
        platform: "web",
      },
      { registrationToken: token("/push/x", keys), platform: "android" },
    ]) {
      const result = await t.graphql<{ registerPushToken: { errorName: string } }>(admin, REGISTER, {
        input: bad,
      });
      expect(result.data?.registerPushToken.errorName).toBe("ValidationError");
    }
  });
});
