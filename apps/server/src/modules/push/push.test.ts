import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
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

interface Received {
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** A throwaway certificate for 127.0.0.1 (push services speak HTTPS only; web-push refuses anything else). */
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
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    t = await startTestApp({}, { pushAgent: new Agent({ ca: tls.cert }) });
    endpoint = await startPushEndpoint(tls);
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
