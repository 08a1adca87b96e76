import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { apiKeyCalls, apiKeys } from "./apiKeys.tables.js";

const ADMIN_KEYS = [
  "c8a-setting-api:read",
  "c8a-setting-api:create",
  "c8a-setting-api:delete",
  "d1a-master-vehicle:read",
];

const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  isSuccessful errorName data { id secret prefix } } }`;
const LIST = `{ apiKeys { isSuccessful data { id name prefix status accessKeys lastUsedOn lastUsedIp } } }`;
const REVOKE = `mutation ($id: Int!) { revokeApiKey(input: { apiKeyId: $id }) { isSuccessful errorName } }`;
const CALLS = `{ apiKeyCalls { isSuccessful data { keyName method path status } pagination { total } } }`;
const IDENTITY = `{ identity { isSuccessful data { companyName accessRight } } }`;

describe("API keys", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: "5" });
    admin = await t.loginAs(ADMIN_KEYS);
  });
  afterAll(() => t.close());

  const create = async (input: Record<string, unknown>, cookie = admin) => {
    const result = await t.graphql<{
      createApiKey: {
        isSuccessful: boolean;
        errorName: string | null;
        data: { id: number; secret: string } | null;
      };
    }>(cookie, CREATE, { input });
    return result.data?.createApiKey;
  };
  const asKey = (secret: string, query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${secret}`, ...headers },
      payload: { query },
    });

  it("shows the secret once, keeps only its hash, and lists the key without it", async () => {
    const created = await create({ name: "TMS Kurir", accessKeys: ["d1a-master-vehicle:read"] });
    expect(created?.isSuccessful).toBe(true);
    const secret = created?.data?.secret ?? "";
    expect(secret).toMatch(/^armada_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created?.data?.id ?? 0));
    expect(row?.secretHash).not.toContain(secret.slice(7));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await t.graphql<{ apiKeys: { data: { name: string; prefix: string; status: string }[] } }>(
      admin,
      LIST,
    );
    const listed = list.data?.apiKeys.data.find((key) => key.name === "TMS Kurir");
    expect(listed).toMatchObject({ status: "ACTIVE", prefix: secret.slice(0, 13) });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it("never grants an access key its creator lacks", async () => {
    const created = await create({ name: "Terlalu luas", accessKeys: ["tms:create"] });
    expect(created).toMatchObject({ isSuccessful: false, errorName: "ApiKeyAccessKeyNotHeld" });
  });

  it("refuses invalid input: no name, no access key, a bad CIDR, an expiry in the past", async () => {
    for (const input of [
      { name: "", accessKeys: ["d1a-master-vehicle:read"] },
      { name: "A", accessKeys: [] },
      { name: "A", accessKeys: ["c8a-setting-api:create"] },
      { name: "A", accessKeys: ["d1a-master-vehicle:read"], allowedCidrs: ["10.0.0.0/33"] },
      { name: "A", accessKeys: ["d1a-master-vehicle:read"], expiresOn: "2020-01-01T00:00:00Z" },
    ]) {
      expect((await create(input))?.errorName).toBe("ValidationError");
    }
  });

  it("acts on GraphQL as its company with only its keys, and is audited", async () => {
    const secret =
      (await create({ name: "Baca saja", accessKeys: ["d1a-master-vehicle:read"] }))?.data?.secret ?? "";
    const response = await asKey(secret, IDENTITY);
    expect(response.statusCode).toBe(200);
    const identity = response.json().data.identity.data;
    expect(identity.companyName).toBe("PT Armada Demo");
    expect(identity.accessRight).toEqual(["d1a-master-vehicle:read"]);
    // a state-changing call needs no client header: a key is no cookie a forged form could carry
    await expect
      .poll(async () =>
        (
          await t.graphql<{ apiKeyCalls: { data: { keyName: string }[] } }>(admin, CALLS)
        ).data?.apiKeyCalls.data.some((call) => call.keyName === "Baca saja"),
      )
      .toBe(true);
    const list = await t.graphql<{ apiKeys: { data: { name: string; lastUsedOn: string | null }[] } }>(
      admin,
      LIST,
    );
    expect(list.data?.apiKeys.data.find((key) => key.name === "Baca saja")?.lastUsedOn).not.toBeNull();
  });

  it("never mixes with sessions: a key cannot manage keys, change the password or the language", async () => {
    const secret =
      (await create({ name: "Sesi", accessKeys: ["d1a-master-vehicle:read"] }))?.data?.secret ?? "";
    for (const query of [
      LIST,
      `mutation { createApiKey(input: { name: "x", accessKeys: ["d1a-master-vehicle:read"] }) { isSuccessful } }`,
      `mutation { changeMyPassword(input: { currentPassword: "rahasia-lama", newPassword: "rahasia-baru-1" }) { isSuccessful } }`,
      `mutation { updateMyLanguage(input: { language: "en" }) { isSuccessful } }`,
    ]) {
      const body = (await asKey(secret, query)).json();
      expect(body.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
    // and a key beside a session cookie is the key alone
    const both = await asKey(secret, LIST, { cookie: admin });
    expect(both.json().errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses a revoked, an expired, an unknown key and a key from an address outside its list", async () => {
    const revoked = await create({ name: "Dicabut", accessKeys: ["d1a-master-vehicle:read"] });
    expect(
      (await t.graphql<{ revokeApiKey: { isSuccessful: boolean } }>(admin, REVOKE, { id: revoked?.data?.id }))
        .data?.revokeApiKey.isSuccessful,
    ).toBe(true);
    const expiring = await create({
      name: "Kedaluwarsa",
      accessKeys: ["d1a-master-vehicle:read"],
      expiresOn: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.database.db
      .update(apiKeys)
      .set({ expiresOn: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, expiring?.data?.id ?? 0));
    const fenced = await create({
      name: "Kantor",
      accessKeys: ["d1a-master-vehicle:read"],
      allowedCidrs: ["203.0.113.0/24"],
    });
    const cases: [string, number, string][] = [
      [revoked?.data?.secret ?? "", 401, "ApiKeyRevoked"],
      [expiring?.data?.secret ?? "", 401, "ApiKeyExpired"],
      [`armada_${"x".repeat(43)}`, 401, "ApiKeyInvalid"],
      ["not-a-key", 401, "ApiKeyInvalid"],
      [fenced?.data?.secret ?? "", 403, "ApiKeyAddressNotAllowed"],
    ];
    for (const [secret, status, errorName] of cases) {
      const response = await asKey(secret, IDENTITY);
      expect([response.statusCode, response.json().errorName]).toEqual([status, errorName]);
    }
    const inside = await t.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: "203.0.113.7",
      headers: { authorization: `Bearer ${fenced?.data?.secret}` },
      payload: { query: IDENTITY },
    });
    expect(inside.statusCode).toBe(200);
  });

  it("revoking is the company's own: another company's admin cannot revoke the key", async () => {
    const created = await create({ name: "Milik Demo", accessKeys: ["d1a-master-vehicle:read"] });
    const other = await t.loginAs(ADMIN_KEYS, "PT Lain");
    const refused = await t.graphql<{ revokeApiKey: { errorName: string } }>(other, REVOKE, {
      id: created?.data?.id,
    });
    expect(refused.data?.revokeApiKey.errorName).toBe("NotFound");
    const otherList = await t.graphql<{ apiKeys: { data: { name: string }[] } }>(other, LIST);
    expect(otherList.data?.apiKeys.data).toEqual([]);
    const calls = await t.graphql<{ apiKeyCalls: { pagination: { total: number } } }>(other, CALLS);
    expect(calls.data?.apiKeyCalls.pagination.total).toBe(0);
  });

  it("a user without the Integrasi keys neither lists nor creates keys", async () => {
    const operator = await t.loginAs(["d1a-master-vehicle:read"]);
    expect((await t.graphql(operator, LIST)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(
      (await create({ name: "X", accessKeys: ["d1a-master-vehicle:read"] }, operator)) ?? null,
    ).toBeNull();
  });

  it("limits each key's rate", async () => {
    const secret =
      (await create({ name: "Cepat", accessKeys: ["d1a-master-vehicle:read"] }))?.data?.secret ?? "";
    const statuses: number[] = [];
    for (let call = 0; call < 7; call++) statuses.push((await asKey(secret, IDENTITY)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await asKey(secret, IDENTITY);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorName).toBe("TooManyRequests");
    // the audit is written after the response
    await expect
      .poll(async () => (await t.database.db.select().from(apiKeyCalls)).some((row) => row.status === 429))
      .toBe(true);
  });
});
