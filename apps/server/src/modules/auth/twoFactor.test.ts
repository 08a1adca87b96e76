import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { cookieOf, signInPost } from "../../testing/signInRequests.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { signInChallenges, users, userTotp } from "./auth.tables.js";

const IDENTITY = `query { identity { data { name } } }`;
const STATUS = `query { myTwoFactor { data { enabled recoveryCodesLeft companyRequires } } }`;

/** The app's code for `secret`, `stepsAhead` 30-second steps from now (as a phone a little ahead shows it). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

describe("two-factor sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) => signInPost(t, url, payload, cookie);
  /** The password step: its challenge cookie (no session). */
  const passwordStep = async (username: string) => {
    const response = await post("/api/auth/login", { username, password: "armada-demo" });
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response, "armada_session")).toBeUndefined();
    return { body: response.json(), challenge: cookieOf(response, "armada_sign_in_challenge") ?? "" };
  };
  const verify = (challenge: string, code: string) =>
    post("/api/auth/two-factor/verify", { code }, challenge);

  /** Turns the app on from the profile; answers the secret, the confirming code and the recovery codes. */
  const enrol = async (username: string) => {
    const cookie = await t.login(username);
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string; otpauthUri: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret otpauthUri } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    const code = codeOf(secret);
    const confirmed = await t.graphql<{
      confirmTotpEnrolment: { isSuccessful: boolean; data: { codes: string[] } };
    }>(
      cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful data { codes } } }`,
      { code },
    );
    expect(confirmed.data?.confirmTotpEnrolment.isSuccessful).toBe(true);
    return { cookie, secret, code, recoveryCodes: confirmed.data?.confirmTotpEnrolment.data.codes ?? [] };
  };

  it("enrols with a confirming code: off until then, the key once, 10 recovery codes", async () => {
    const cookie = await t.login("supervisor");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string; otpauthUri: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret otpauthUri } } }`,
    );
    const { secret, otpauthUri } = started.data?.startTotpEnrolment.data ?? { secret: "", otpauthUri: "" };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Armada:supervisor?issuer=Armada&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const before = await t.graphql<{ myTwoFactor: { data: { enabled: boolean } } }>(cookie, STATUS);
    expect(before.data?.myTwoFactor.data.enabled).toBe(false);
    const confirm = `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful errorName data { codes } } }`;
    const wrong = await t.graphql<{ confirmTotpEnrolment: { errorName: string } }>(cookie, confirm, {
      code: codeOf(secret, 5),
    });
    expect(wrong.data?.confirmTotpEnrolment.errorName).toBe("TwoFactorCodeInvalid");
    const right = await t.graphql<{ confirmTotpEnrolment: { data: { codes: string[] } } }>(cookie, confirm, {
      code: codeOf(secret),
    });
    const codes = right.data?.confirmTotpEnrolment.data.codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    const after = await t.graphql<{ myTwoFactor: { data: { enabled: boolean; recoveryCodesLeft: number } } }>(
      cookie,
      STATUS,
    );
    expect(after.data?.myTwoFactor.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await t.graphql<{ startTotpEnrolment: { errorName: string } }>(
      cookie,
      `mutation { startTotpEnrolment { errorName } }`,
    );
    expect(again.data?.startTotpEnrolment.errorName).toBe("TwoFactorAlreadyOn");
  });

  it("asks for the code after the password: wrong and replayed codes refused, the challenge used once", async () => {
    const { secret, code: usedCode } = await enrol("admin");
    const { body, challenge } = await passwordStep("admin");
    expect(body.data).toEqual({ redirectTo: "/login/two-factor", secondStep: "verify" });
    // the challenge is no session
    expect((await t.graphql(challenge, IDENTITY)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const wrong = await verify(challenge, "000000" === codeOf(secret) ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorName: "TwoFactorCodeInvalid",
      message: expect.stringMatching(/incorrect/),
    });
    const replay = await verify(challenge, usedCode);
    expect(replay.json().errorName).toBe("TwoFactorCodeInvalid");

    const right = await verify(challenge, codeOf(secret, 1));
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ redirectTo: "/dashboard/?isLoginSuccess=true" });
    const session = cookieOf(right, "armada_session") ?? "";
    const identity = await t.graphql<{ identity: { data: { name: string } } }>(session, IDENTITY);
    expect(identity.data?.identity.data.name).toBe("Admin Armada");

    const reused = await verify(challenge, codeOf(secret, 1));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errorName).toBe("TwoFactorChallengeExpired");
  });

  it("takes each recovery code once", async () => {
    const { recoveryCodes } = await enrol("operator");
    const [first] = recoveryCodes;
    const firstSignIn = await passwordStep("operator");
    const used = await verify(firstSignIn.challenge, first?.toUpperCase() ?? "");
    expect(used.statusCode).toBe(200);
    const session = cookieOf(used, "armada_session") ?? "";
    const status = await t.graphql<{ myTwoFactor: { data: { recoveryCodesLeft: number } } }>(session, STATUS);
    expect(status.data?.myTwoFactor.data.recoveryCodesLeft).toBe(9);
    const secondSignIn = await passwordStep("operator");
    expect((await verify(secondSignIn.challenge, first ?? "")).json().errorName).toBe("TwoFactorCodeInvalid");
  });

  it("throttles wrong codes: after 3 even the right code waits", async () => {
    const { secret } = await enrol("driver");
    const { challenge } = await passwordStep("driver");
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await verify(challenge, "aaaa-aaaa-aaaa-aaaa")).json().errorName).toBe("TwoFactorCodeInvalid");
    const blocked = await verify(challenge, codeOf(secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorName).toBe("TooManyAttempts");
    expect(cookieOf(blocked, "armada_session")).toBeUndefined();
  });

  it("refuses an expired challenge and a challenge of another purpose", async () => {
    const { challenge } = await passwordStep("supervisor");
    expect((await post("/api/auth/two-factor/enrol/start", {}, challenge)).json().errorName).toBe(
      "TwoFactorChallengeExpired",
    );
    await t.database.db.update(signInChallenges).set({ expiresOn: new Date(Date.now() - 1000) });
    const expired = await verify(challenge, "123456");
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      errorName: "TwoFactorChallengeExpired",
      message: expect.stringMatching(/timed out/),
    });
    expect((await verify("", "123456")).statusCode).toBe(401);
  });
});

describe("company enforcement, turning off, new recovery codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const cookieOf = (response: Awaited<ReturnType<typeof post>>, name: string) => {
    const cookie = response.cookies.find((candidate) => candidate.name === name && candidate.value);
    return cookie ? `${name}=${cookie.value}` : undefined;
  };
  const REQUIRE = `mutation ($required: Boolean!) { setCompanyTwoFactorRequired(input: { required: $required }) { isSuccessful } }`;

  it("sends a user of a company that requires it to enrol before any session; staff and other companies unaffected", async () => {
    const operator = await t.loginAs(["e4a-alert-center-main:read"]);
    const refused = await t.graphql(operator, REQUIRE, { required: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const admin = await t.login("admin");
    const set = await t.graphql<{ setCompanyTwoFactorRequired: { isSuccessful: boolean } }>(admin, REQUIRE, {
      required: true,
    });
    expect(set.data?.setCompanyTwoFactorRequired.isSuccessful).toBe(true);
    const status = await t.graphql<{ myTwoFactor: { data: { companyRequires: boolean } } }>(operator, STATUS);
    expect(status.data?.myTwoFactor.data.companyRequires).toBe(true);

    const login = await post("/api/auth/login", { username: "driver", password: "armada-demo" });
    expect(login.json().data).toEqual({ redirectTo: "/login/two-factor/enrol", secondStep: "enrol" });
    expect(cookieOf(login, "armada_session")).toBeUndefined();
    const challenge = cookieOf(login, "armada_sign_in_challenge") ?? "";
    expect((await post("/api/auth/two-factor/verify", { code: "123456" }, challenge)).statusCode).toBe(401);
    const started = await post("/api/auth/two-factor/enrol/start", {}, challenge);
    const secret: string = started.json().data.secret;
    const wrong = await post("/api/auth/two-factor/enrol/confirm", { code: "12345" }, challenge);
    expect(wrong.json().errorName).toBe("ValidationError");
    const confirmed = await post("/api/auth/two-factor/enrol/confirm", { code: codeOf(secret) }, challenge);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    const session = cookieOf(confirmed, "armada_session") ?? "";
    const identity = await t.graphql<{ identity: { data: { name: string } } }>(session, IDENTITY);
    expect(identity.data?.identity.data.name).toBe("Budi Santoso");
    // the next sign-in asks for the code
    const next = await post("/api/auth/login", { username: "driver", password: "armada-demo" });
    expect(next.json().data.secondStep).toBe("verify");

    // Armada's staff and PT Lain sign in with the password alone
    await expect(t.login("console")).resolves.toContain("armada_session=");
    await expect(t.login("lain")).resolves.toContain("armada_session=");
    await t.graphql(admin, REQUIRE, { required: false });
    await expect(t.login("operator")).resolves.toContain("armada_session=");
  });

  it("turns off with the password and a code; regenerating asks the password and replaces the codes", async () => {
    const cookie = await t.login("supervisor");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    await t.graphql(
      cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      {
        code: codeOf(secret),
      },
    );
    const [stored] = await t.database.db
      .select()
      .from(userTotp)
      .innerJoin(users, eq(users.id, userTotp.userId))
      .where(eq(users.username, "supervisor"));
    expect(stored?.user_totp.enabledOn).not.toBeNull();

    const REGENERATE = `mutation ($password: String!) { regenerateRecoveryCodes(input: { password: $password }) { errorName data { codes } } }`;
    const badRegenerate = await t.graphql<{ regenerateRecoveryCodes: { errorName: string } }>(
      cookie,
      REGENERATE,
      {
        password: "wrong",
      },
    );
    expect(badRegenerate.data?.regenerateRecoveryCodes.errorName).toBe("WrongCurrentPassword");
    const regenerated = await t.graphql<{ regenerateRecoveryCodes: { data: { codes: string[] } } }>(
      cookie,
      REGENERATE,
      {
        password: "armada-demo",
      },
    );
    expect(regenerated.data?.regenerateRecoveryCodes.data.codes).toHaveLength(10);

    const DISABLE = `mutation ($password: String!, $code: String!) { disableTotp(input: { password: $password, code: $code }) { isSuccessful errorName } }`;
    const badPassword = await t.graphql<{ disableTotp: { errorName: string } }>(cookie, DISABLE, {
      password: "wrong",
      code: codeOf(secret, 1),
    });
    expect(badPassword.data?.disableTotp.errorName).toBe("WrongCurrentPassword");
    const off = await t.graphql<{ disableTotp: { isSuccessful: boolean } }>(cookie, DISABLE, {
      password: "armada-demo",
      code: codeOf(secret, 1),
    });
    expect(off.data?.disableTotp.isSuccessful).toBe(true);
    await expect(t.login("supervisor")).resolves.toContain("armada_session=");
  });
});
