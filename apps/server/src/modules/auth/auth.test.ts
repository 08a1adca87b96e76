import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const IDENTITY = `query Identity { identity { isSuccessful data { userId name companyName isDriver accessRight language featureFlags { key enabled }
  motionTimeouts { idleMinutes parkMinutes offlineMinutes } } } }`;

describe("sign-in and sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { [CLIENT_HEADER]: "web", ...headers },
      payload: { username, password },
    });

  it("sets an httpOnly SameSite=Lax session cookie and sends the user to the dashboard", async () => {
    const response = await login("admin", "armada-demo");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccessful: true,
      data: { redirectTo: "/dashboard/?isLoginSuccess=true" },
    });
    const cookie = response.cookies.find((c) => c.name === "armada_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(new Date(cookie?.expires ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it("accepts the e-mail address in any letter case as the login name", async () => {
    const response = await login("Operator@Armada-Demo.ID", "armada-demo");
    expect(response.statusCode).toBe(200);
  });

  it("gives one message for a wrong password and for an unknown user", async () => {
    const wrongPassword = await login("driver", "wrong-password", { "accept-language": "id" });
    const unknownUser = await login("nobody-here", "wrong-password", { "accept-language": "id" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownUser.json().message);
    expect(wrongPassword.json()).toMatchObject({ isSuccessful: false, errorName: "InvalidCredentials" });
  });

  it("answers in English when the client's language is English", async () => {
    const indonesian = (await login("nobody", "x", { "accept-language": "id" })).json().message;
    const english = (await login("nobody2", "x", { "accept-language": "en" })).json().message;
    expect(english).not.toBe(indonesian);
    expect(english).toMatch(/password/i);
  });

  it("throttles repeated failures per username and address with 429, even for the right password", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login("lain", "bad")).statusCode).toBe(401);
    }
    const blocked = await login("lain", "armada-demo");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ isSuccessful: false, errorName: "TooManyAttempts" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("throttles by account whatever login name is typed (username or e-mail, any case)", async () => {
    expect((await login("operator", "bad")).statusCode).toBe(401);
    expect((await login("OPERATOR@armada-demo.id", "bad")).statusCode).toBe(401);
    expect((await login("operator@armada-demo.id", "bad")).statusCode).toBe(401);
    expect((await login("Operator", "armada-demo")).statusCode).toBe(429);
    expect((await login("operator@ARMADA-DEMO.ID", "armada-demo")).statusCode).toBe(429);
  });

  it("rejects invalid input with a validation error and writes nothing", async () => {
    const response = await login("", "");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("refuses a state-changing call without the client header (CSRF defence)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "armada-demo" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorName).toBe("CsrfRejected");
    const crossSite = await login("admin", "armada-demo", {
      origin: "https://evil.example",
      host: "localhost",
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("identity answers for the session; logout ends the session on the server", async () => {
    const cookie = await t.login("admin");
    const before = await t.graphql<{ identity: { data: { name: string } } }>(cookie, IDENTITY);
    expect(before.data?.identity.data.name).toBe("Admin Armada");

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { [CLIENT_HEADER]: "web", cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.graphql(cookie, IDENTITY);
    expect(after.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is set", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { [CLIENT_HEADER]: "web", "x-forwarded-proto": "https" },
        payload: { username: "admin", password: "armada-demo" },
      });
      expect(response.cookies.find((c) => c.name === "armada_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("sign-in throttle per address", () => {
  it("throttles one address trying many login names, and not another address", async () => {
    const t = await startTestApp({ TRUST_PROXY: "127.0.0.1", LOGIN_MAX_FAILURES_PER_ADDRESS: "10" });
    try {
      const login = (username: string, address: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { [CLIENT_HEADER]: "web", "x-forwarded-for": address },
          payload: { username, password: "wrong-password" },
        });
      const codes: number[] = [];
      for (let name = 0; name < 12; name++)
        codes.push((await login(`guess-${name}`, "198.51.100.1")).statusCode);
      expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
      expect((await login("guess-0", "198.51.100.2")).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("defaults to a budget that 30 login names from one address exceed", () => {
    expect(loadConfig({}).loginAddressThrottle.maxFailures).toBeLessThan(30);
  });
});

describe("identity", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("is UNAUTHENTICATED without a session", async () => {
    const result = await t.graphql(null, IDENTITY);
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("returns the user, company, access keys and every feature flag", async () => {
    const cookie = await t.login("operator");
    const result = await t.graphql<{
      identity: {
        data: {
          companyName: string;
          isDriver: boolean;
          accessRight: string[];
          featureFlags: { key: string; enabled: boolean }[];
          motionTimeouts: { idleMinutes: number; parkMinutes: number; offlineMinutes: number };
        };
      };
    }>(cookie, IDENTITY);
    const identity = result.data?.identity.data;
    expect(identity?.motionTimeouts).toEqual({ idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 });
    expect(identity?.companyName).toBe("PT Armada Demo");
    expect(identity?.isDriver).toBe(false);
    expect(identity?.accessRight).toContain("e4a-alert-center-main:read");
    expect(identity?.accessRight).not.toContain("e4e-alert-center-urgent:read");
    expect(identity?.accessRight).not.toContain("e4b-alert-center-rule-setting:read");
    // demo roles hold the keys of the modules this edition has: every menu entry, Track Vision's playback included
    expect(identity?.accessRight).toContain("b3a-trackvideo:read");
    expect(identity?.accessRight).toContain("sales-order:read");
    expect(identity?.featureFlags.map((flag) => flag.key).sort()).toEqual(
      [
        "fcmTopicDeliveries",
        "invoiceCoreFlag",
        "multiImei",
        "notification.temporary_track",
        "vsms2_bilingual",
        "vsms2_system_notification",
      ].sort(),
    );
  });

  it("gives the driver only the driver keys", async () => {
    const cookie = await t.login("driver");
    const result = await t.graphql<{ identity: { data: { isDriver: boolean; accessRight: string[] } } }>(
      cookie,
      IDENTITY,
    );
    expect(result.data?.identity.data.isDriver).toBe(true);
    expect(result.data?.identity.data.accessRight.sort()).toEqual(["tms_driver:read", "tms_driver:update"]);
  });

  it("saves the user's language and rejects an unknown one", async () => {
    const cookie = await t.login("admin");
    const mutation = `mutation ($input: UpdateMyLanguageInput!) { updateMyLanguage(input: $input) { isSuccessful errorName } }`;
    const bad = await t.graphql<{ updateMyLanguage: { isSuccessful: boolean; errorName: string } }>(
      cookie,
      mutation,
      { input: { language: "fr" } },
    );
    expect(bad.data?.updateMyLanguage).toEqual({ isSuccessful: false, errorName: "ValidationError" });
    await t.graphql(cookie, mutation, { input: { language: "en" } });
    const result = await t.graphql<{ identity: { data: { language: string } } }>(cookie, IDENTITY);
    expect(result.data?.identity.data.language).toBe("en");
  });
});
