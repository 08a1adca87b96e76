import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { ssoConfigs, ssoPendingSignIns } from "./singleSignOn.tables.js";
import { startTestOidcProvider, type TestOidcProvider } from "./testing/oidcProvider.js";

/*
 * Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1, its own login and consent
 * pages driven over HTTP): the settings (secret write-only, company scope), the sign-in's checks (state, nonce,
 * client, domain, verified e-mail, inactive user, another company's address), provisioning and "SSO only".
 */

const PUBLIC_URL = "http://armada.test";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/sso/callback`;
const SECRET = "rahasia-klien-armada-0123456789";
const ADMIN_KEYS = ["c1a-setting-company:read", "c1a-setting-company:update"];

const SETTINGS = `{ ssoSettings { isSuccessful errorName data { isConfigured issuerUrl clientId hasClientSecret
  allowedDomains defaultRoleId isEnabled ssoOnly redirectUri } } }`;
const UPDATE = `mutation ($input: UpdateSsoSettingsInput!) { updateSsoSettings(input: $input) {
  isSuccessful errorName message data { hasClientSecret allowedDomains isEnabled } } }`;

interface Settings {
  isConfigured: boolean;
  issuerUrl: string | null;
  clientId: string | null;
  hasClientSecret: boolean;
  allowedDomains: string[];
  defaultRoleId: number | null;
  isEnabled: boolean | null;
  ssoOnly: boolean | null;
  redirectUri: string;
}

/** Signs in at the provider's own pages as `login`, following its redirects with its cookies; the URL it sends back. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`no form at ${url}: ${response.status} ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
    body = new URLSearchParams(
      prompt === "login" ? { prompt, login, password: "apa saja" } : { prompt },
    ).toString();
  }
  throw new Error("the provider did not send the browser back");
}

describe("single sign-on", () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let admin: string;
  let otherAdmin: string;
  let companyId: number;
  let otherCompanyId: number;
  let defaultRoleId: number;
  let otherRoleId: number;

  const input = (overrides: Record<string, unknown> = {}) => ({
    issuerUrl: provider.issuer,
    clientId: "armada-a",
    clientSecret: SECRET,
    allowedDomains: ["sso-a.test"],
    defaultRoleId,
    isEnabled: true,
    ssoOnly: false,
    ...overrides,
  });
  const update = async (cookie: string, values: Record<string, unknown>) =>
    (
      await t.graphql<{ updateSsoSettings: { isSuccessful: boolean; errorName: string | null } }>(
        cookie,
        UPDATE,
        {
          input: values,
        },
      )
    ).data?.updateSsoSettings;
  const settings = async (cookie: string) =>
    (
      await t.graphql<{
        ssoSettings: { isSuccessful: boolean; errorName: string | null; data: Settings | null };
      }>(cookie, SETTINGS)
    ).data?.ssoSettings;

  /** Armada's start: the provider's URL and the state cookie. */
  async function start(email: string) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sso/start",
      headers: { [CLIENT_HEADER]: "web" },
      payload: { email },
    });
    const state = response.cookies.find((cookie) => cookie.name === "armada_sso_state")?.value ?? "";
    return { status: response.statusCode, body: response.json(), state };
  }
  /** The callback as the browser calls it: where it lands and the session cookie, if any. */
  async function callback(url: URL, state: string) {
    const response = await t.app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: state ? { cookie: `armada_sso_state=${state}` } : {},
    });
    const session = response.cookies.find((cookie) => cookie.name === "armada_session")?.value;
    return { status: response.statusCode, location: String(response.headers.location), session };
  }
  async function fullSignIn(typed: string, login = typed) {
    const started = await start(typed);
    expect(started.status).toBe(200);
    const back = await signInAtProvider(started.body.data.redirectTo, login);
    return callback(back, started.state);
  }

  beforeAll(async () => {
    provider = await startTestOidcProvider([
      { clientId: "armada-a", clientSecret: SECRET, redirectUri: REDIRECT_URI },
      { clientId: "armada-b", clientSecret: `${SECRET}-b`, redirectUri: REDIRECT_URI },
    ]);
    t = await startTestApp({ SSO_ALLOW_LOCAL_HTTP: "on", PUBLIC_URL });
    admin = await t.loginAs(ADMIN_KEYS);
    otherAdmin = await t.loginAs(ADMIN_KEYS, "PT Lain");
    const db = t.database.db;
    const byName = async (name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
    companyId = await byName("PT Armada Demo");
    otherCompanyId = await byName("PT Lain");
    const [role] = await db
      .insert(roles)
      .values({ companyId, name: "Operator SSO", accessKeys: ["a1a-live-view:read"] })
      .returning();
    defaultRoleId = role?.id ?? 0;
    const [other] = await db
      .insert(roles)
      .values({ companyId: otherCompanyId, name: "Operator SSO", accessKeys: [] })
      .returning();
    otherRoleId = other?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it("refuses an issuer that is not HTTPS to a public address, and a role of another company", async () => {
    for (const issuerUrl of [
      "http://sso.example.com",
      "https://10.0.0.5/realms/a",
      "https://169.254.169.254",
    ]) {
      expect(await update(admin, input({ issuerUrl }))).toMatchObject({ errorName: "SsoIssuerNotAllowed" });
    }
    expect(await update(admin, input({ defaultRoleId: otherRoleId }))).toMatchObject({
      errorName: "ValidationError",
    });
    expect(await update(admin, input({ issuerUrl: "http://127.0.0.1:9" }))).toMatchObject({
      errorName: "SsoIssuerUnreachable",
    });
  });

  it("stores the secret write-only, keeps it when left empty, and shows the redirect URI", async () => {
    expect(await update(admin, input())).toMatchObject({ isSuccessful: true });
    const saved = await t.graphql(admin, SETTINGS);
    expect(JSON.stringify(saved)).not.toContain(SECRET);
    expect((await settings(admin))?.data).toMatchObject({
      isConfigured: true,
      issuerUrl: provider.issuer,
      clientId: "armada-a",
      hasClientSecret: true,
      allowedDomains: ["sso-a.test"],
      defaultRoleId,
      isEnabled: true,
      redirectUri: REDIRECT_URI,
    });
    const { clientSecret: _kept, ...withoutSecret } = input({
      allowedDomains: ["SSO-A.test", "@cabang.sso-a.test"],
    });
    expect(await update(admin, withoutSecret)).toMatchObject({ isSuccessful: true });
    const [row] = await t.database.db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, companyId));
    expect(row?.clientSecret).toBe(SECRET);
    expect((await settings(admin))?.data?.allowedDomains).toEqual(["cabang.sso-a.test", "sso-a.test"]);
  });

  it("keeps another company out: its own settings only, its domains its own, no access without the key", async () => {
    expect((await settings(otherAdmin))?.data).toMatchObject({ isConfigured: false, issuerUrl: null });
    expect(
      await update(otherAdmin, input({ clientId: "armada-b", defaultRoleId: otherRoleId })),
    ).toMatchObject({
      errorName: "SsoDomainTaken",
    });
    const reader = await t.loginAs(["c1a-setting-company:read"]);
    expect((await t.graphql(reader, UPDATE, { input: input() })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    const nobody = await t.loginAs([]);
    expect((await t.graphql(nobody, SETTINGS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("provisions a new user with the default role on the first sign-in and matches the same user after", async () => {
    const first = await fullSignIn("budi@sso-a.test");
    expect(first.location).toBe("/dashboard/?isLoginSuccess=true");
    expect(first.session).toBeTruthy();
    const [made] = await t.database.db.select().from(users).where(eq(users.email, "budi@sso-a.test"));
    expect(made).toMatchObject({
      companyId,
      roleId: defaultRoleId,
      name: "Pengguna budi",
      passwordHash: "!",
    });
    const identity = await t.graphql<{ identity: { data: { userId: number; companyId: number } } }>(
      `armada_session=${first.session}`,
      "{ identity { data { userId companyId } } }",
    );
    expect(identity.data?.identity.data).toEqual({ userId: made?.id, companyId });

    const second = await fullSignIn("Budi@SSO-A.test", "budi@sso-a.test");
    expect(second.session).toBeTruthy();
    expect(second.session).not.toBe(first.session);
    const same = await t.database.db.select().from(users).where(eq(users.email, "budi@sso-a.test"));
    expect(same.map((user) => user.id)).toEqual([made?.id]);
  });

  it("refuses a callback whose state is not the browser's, or used twice", async () => {
    const started = await start("sari@sso-a.test");
    const other = await start("sari@sso-a.test");
    const back = await signInAtProvider(started.body.data.redirectTo, "sari@sso-a.test");
    expect(await callback(back, other.state)).toMatchObject({ location: "/login?sso=SsoStateMismatch" });
    expect(await callback(back, "")).toMatchObject({ location: "/login?sso=SsoStateMismatch" });
    expect((await callback(back, started.state)).session).toBeTruthy();
    expect(await callback(back, started.state)).toMatchObject({ location: "/login?sso=SsoStateMismatch" });
  });

  it("refuses an ID token whose nonce is not the sign-in's", async () => {
    const started = await start("nonce@sso-a.test");
    await t.database.db.update(ssoPendingSignIns).set({ nonce: "nonce-lain" });
    const back = await signInAtProvider(started.body.data.redirectTo, "nonce@sso-a.test");
    expect(await callback(back, started.state)).toMatchObject({
      location: "/login?sso=SsoProviderError",
      session: undefined,
    });
  });

  it("refuses a code issued to another client (the company's client changed meanwhile)", async () => {
    const started = await start("aud@sso-a.test");
    const back = await signInAtProvider(started.body.data.redirectTo, "aud@sso-a.test");
    await t.database.db
      .update(ssoConfigs)
      .set({ clientId: "armada-b", clientSecret: `${SECRET}-b` })
      .where(eq(ssoConfigs.companyId, companyId));
    try {
      expect(await callback(back, started.state)).toMatchObject({ location: "/login?sso=SsoProviderError" });
    } finally {
      await t.database.db
        .update(ssoConfigs)
        .set({ clientId: "armada-a", clientSecret: SECRET })
        .where(eq(ssoConfigs.companyId, companyId));
    }
  });

  it("refuses the provider's error answer", async () => {
    const started = await start("tolak@sso-a.test");
    const answer = new URL(
      `${REDIRECT_URI}?error=access_denied&state=${started.state}&iss=${provider.issuer}`,
    );
    expect(await callback(answer, started.state)).toMatchObject({ location: "/login?sso=SsoProviderError" });
  });

  it("refuses an account outside the allowed domains, an unverified e-mail and an unknown domain", async () => {
    expect(await fullSignIn("budi@sso-a.test", "eve@luar.test")).toMatchObject({
      location: "/login?sso=SsoDomainNotAllowed",
      session: undefined,
    });
    expect(await fullSignIn("unverified@sso-a.test")).toMatchObject({
      location: "/login?sso=SsoEmailNotVerified",
    });
    expect((await start("budi@tidak-ada.test")).body).toMatchObject({ errorName: "SsoNotConfigured" });
    const [eve] = await t.database.db.select().from(users).where(eq(users.email, "eve@luar.test"));
    expect(eve).toBeUndefined();
  });

  it("never signs in a user of another company, nor an inactive one", async () => {
    const [otherRole] = await t.database.db.select().from(roles).where(eq(roles.companyId, otherCompanyId));
    await t.database.db.insert(users).values([
      {
        companyId: otherCompanyId,
        roleId: otherRole?.id,
        username: "sso-lain",
        email: "lain@sso-a.test",
        name: "Lain",
        passwordHash: "!",
      },
      {
        companyId,
        username: "sso-nonaktif",
        email: "nonaktif@sso-a.test",
        name: "Nonaktif",
        passwordHash: "!",
        isActive: false,
      },
    ]);
    expect(await fullSignIn("lain@sso-a.test")).toMatchObject({
      location: "/login?sso=SsoEmailInOtherCompany",
    });
    expect(await fullSignIn("nonaktif@sso-a.test")).toMatchObject({ location: "/login?sso=SsoUserInactive" });
  });

  it("with SSO only, refuses the password of a user but not of an admin", async () => {
    expect(await update(admin, input({ ssoOnly: true }))).toMatchObject({ isSuccessful: true });
    const userCookie = t.loginAs(["a1a-live-view:read"]);
    await expect(userCookie).rejects.toThrow(/SsoOnly/);
    expect(await t.loginAs(ADMIN_KEYS)).toMatch(/^armada_session=/);
    expect(await t.loginAs([], "PT Lain")).toMatch(/^armada_session=/);
    await t.database.db.update(ssoConfigs).set({ ssoOnly: false }).where(eq(ssoConfigs.companyId, companyId));
    expect(await t.loginAs(["a1a-live-view:read"])).toMatch(/^armada_session=/);
  });
});
