import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, signInPost } from "../../testing/signInRequests.js";
import { createSoftwareAuthenticator } from "../../testing/softwareAuthenticator.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users, userTotp } from "./auth.tables.js";

/** startTestApp's relying party: PUBLIC_URL's default for HOST 0.0.0.0 and PORT 3000 */
const RP = { rpId: "localhost", origin: "http://localhost:3000" };
const PASSKEYS = `query { myPasskeys { data { id name createdOn lastUsedOn } } }`;
type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;
type Answer = Record<string, unknown>;

describe("passkeys as a second factor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) => signInPost(t, url, payload, cookie);
  const passwordStep = async (username: string) => {
    const response = await post("/api/auth/login", { username, password: "armada-demo" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.secondStep).toBe("verify");
    return cookieOf(response, "armada_sign_in_challenge") ?? "";
  };
  const signInOptions = async (challenge: string) => {
    const response = await post("/api/auth/two-factor/passkey/options", {}, challenge);
    expect(response.statusCode).toBe(200);
    return response.json().data as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  };
  const verify = (challenge: string, response: Answer) =>
    post("/api/auth/two-factor/passkey/verify", { response }, challenge);

  const startRegistration = async (cookie: string) => {
    const started = await t.graphql<{
      startPasskeyRegistration: { data: { challenge: string; rp: { id: string } } };
    }>(cookie, `mutation { startPasskeyRegistration { data } }`);
    return started.data?.startPasskeyRegistration.data ?? { challenge: "", rp: { id: "" } };
  };
  const finishRegistration = async (cookie: string, name: string, response: Answer) =>
    (
      await t.graphql<{ finishPasskeyRegistration: { isSuccessful: boolean; errorName: string | null } }>(
        cookie,
        `mutation ($name: String!, $response: JSON!) {
          finishPasskeyRegistration(input: { name: $name, response: $response }) { isSuccessful errorName }
        }`,
        { name, response },
      )
    ).data?.finishPasskeyRegistration;
  /** A new user of the company (a demo user with a passkey could not sign in by `t.login` any more). */
  const newUser = async (companyName?: string) => {
    const cookie = await t.loginAs([], companyName);
    const identity = await t.graphql<{ identity: { data: { name: string } } }>(
      cookie,
      `query { identity { data { name } } }`,
    );
    return { cookie, username: identity.data?.identity.data.name ?? "" };
  };
  /** A new user of the company with a new software passkey registered from the profile. */
  const register = async (companyName?: string, name = "Laptop kantor") => {
    const { cookie, username } = await newUser(companyName);
    const authenticator = createSoftwareAuthenticator(RP);
    const options = await startRegistration(cookie);
    expect(await finishRegistration(cookie, name, authenticator.register(options))).toEqual({
      isSuccessful: true,
      errorName: null,
    });
    return { cookie, username, authenticator };
  };
  const passkeysOf = async (cookie: string) =>
    (
      await t.graphql<{ myPasskeys: { data: { id: number; name: string; lastUsedOn: string | null }[] } }>(
        cookie,
        PASSKEYS,
      )
    ).data?.myPasskeys.data ?? [];
  const signInWith = async (username: string, authenticator: Authenticator) => {
    const challenge = await passwordStep(username);
    const assertion = authenticator.assert(await signInOptions(challenge));
    return { response: await verify(challenge, assertion), assertion };
  };

  it("registers a named passkey from the profile and signs in with the password and then the passkey", async () => {
    const { cookie, username, authenticator } = await register();
    const [listed] = await passkeysOf(cookie);
    expect(listed).toMatchObject({ name: "Laptop kantor", lastUsedOn: null });

    const challenge = await passwordStep(username);
    const methods = await post("/api/auth/two-factor/methods", {}, challenge);
    expect(methods.json().data).toEqual({ totp: false, passkey: true });
    const options = await signInOptions(challenge);
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
    const response = await verify(challenge, authenticator.assert(options));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redirectTo).toBe("/dashboard/?isLoginSuccess=true");
    const session = cookieOf(response, "armada_session") ?? "";
    expect(session).not.toBe("");
    const [used] = await passkeysOf(session);
    expect(used?.lastUsedOn).not.toBeNull();
  });

  it("refuses a replayed assertion and one from another origin", async () => {
    const { username, authenticator } = await register();
    const first = await signInWith(username, authenticator);
    expect(first.response.statusCode).toBe(200);

    // the same answer again, for a new sign-in: its challenge was the last one's
    const challenge = await passwordStep(username);
    await signInOptions(challenge);
    const replayed = await verify(challenge, first.assertion);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errorName).toBe("PasskeyInvalid");
    expect(cookieOf(replayed, "armada_session")).toBeUndefined();

    // the challenge answered once (even wrongly) is gone: a right answer to it now is refused too
    const late = await verify(challenge, authenticator.assert({ challenge: "x" }));
    expect(late.json().errorName).toBe("PasskeyInvalid");

    const phishing = await passwordStep(username);
    const fromElsewhere = authenticator.assert(await signInOptions(phishing), {
      origin: "https://armada-login.example",
    });
    expect((await verify(phishing, fromElsewhere)).json().errorName).toBe("PasskeyInvalid");
  });

  it("refuses a cloned key's old counter", async () => {
    const { username, authenticator } = await register();
    expect((await signInWith(username, authenticator)).response.statusCode).toBe(200);
    expect((await signInWith(username, authenticator)).response.statusCode).toBe(200);
    const cloned = await passwordStep(username);
    const oldCount = authenticator.assert(await signInOptions(cloned), { counter: 1 });
    expect((await verify(cloned, oldCount)).json().errorName).toBe("PasskeyInvalid");

    const right = await signInWith(username, authenticator);
    expect(right.response.statusCode).toBe(200);
  });

  it("refuses another company's user's credential at the second step", async () => {
    const { username } = await register();
    const { authenticator: lains } = await register("PT Lain");
    const challenge = await passwordStep(username);
    const response = await verify(challenge, lains.assert(await signInOptions(challenge)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorName).toBe("PasskeyInvalid");
    expect(cookieOf(response, "armada_session")).toBeUndefined();
  });

  it("counts wrong passkeys and wrong app codes against one throttle", async () => {
    const { cookie, username } = await newUser();
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    await t.graphql(
      cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      {
        code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
      },
    );
    const authenticator = createSoftwareAuthenticator(RP);
    await finishRegistration(cookie, "HP Android", authenticator.register(await startRegistration(cookie)));

    const challenge = await passwordStep(username);
    const methods = await post("/api/auth/two-factor/methods", {}, challenge);
    expect(methods.json().data).toEqual({ totp: true, passkey: true });
    const wrongCode = (await post("/api/auth/two-factor/verify", { code: "000000" }, challenge)).json();
    expect(wrongCode.errorName).toBe("TwoFactorCodeInvalid");
    const stranger = createSoftwareAuthenticator(RP);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = stranger.assert(await signInOptions(challenge));
      expect((await verify(challenge, answer)).json().errorName).toBe("PasskeyInvalid");
    }
    // the limit (3) is reached: even the right passkey waits now
    const right = await verify(challenge, authenticator.assert(await signInOptions(challenge)));
    expect(right.statusCode).toBe(429);
    expect(right.json().errorName).toBe("TooManyAttempts");
  });

  it("refuses a registration from another origin and answers each registration challenge once", async () => {
    const { cookie } = await newUser();
    const authenticator = createSoftwareAuthenticator(RP);
    const options = await startRegistration(cookie);
    expect(
      await finishRegistration(cookie, "Kunci", authenticator.register(options, "http://evil.example")),
    ).toEqual({
      isSuccessful: false,
      errorName: "PasskeyInvalid",
    });
    expect((await finishRegistration(cookie, "Kunci", authenticator.register(options)))?.errorName).toBe(
      "PasskeyChallengeExpired",
    );
    const invalidName = await finishRegistration(
      cookie,
      " ",
      authenticator.register(await startRegistration(cookie)),
    );
    expect(invalidName?.errorName).toBe("ValidationError");
  });

  it("removes a passkey with the password only, and only the caller's own", async () => {
    const { cookie } = await register("PT Lain", "Kunci kedua");
    const own = (await passkeysOf(cookie)).find((passkey) => passkey.name === "Kunci kedua");
    const DELETE = `mutation ($id: Int!, $password: String!) { deletePasskey(input: { id: $id, password: $password }) { isSuccessful errorName } }`;
    const wrong = await t.graphql<{ deletePasskey: { errorName: string } }>(cookie, DELETE, {
      id: own?.id,
      password: "salah",
    });
    expect(wrong.data?.deletePasskey.errorName).toBe("WrongCurrentPassword");
    const otherCompany = await t.login("operator");
    const notTheirs = await t.graphql<{ deletePasskey: { errorName: string } }>(otherCompany, DELETE, {
      id: own?.id,
      password: "armada-demo",
    });
    expect(notTheirs.data?.deletePasskey.errorName).toBe("NotFound");
    const removed = await t.graphql<{ deletePasskey: { isSuccessful: boolean } }>(cookie, DELETE, {
      id: own?.id,
      password: "armada-demo",
    });
    expect(removed.data?.deletePasskey.isSuccessful).toBe(true);
    expect((await passkeysOf(cookie)).map((passkey) => passkey.name)).not.toContain("Kunci kedua");
  });

  it("satisfies the company's two-step rule with a passkey alone", async () => {
    const admin = await t.login("admin");
    const REQUIRE = `mutation ($required: Boolean!) { setCompanyTwoFactorRequired(input: { required: $required }) { isSuccessful } }`;
    const { username } = await register();
    await t.graphql(admin, REQUIRE, { required: true });
    try {
      // a passkey and no app: asked for the passkey, not sent to enrol
      await passwordStep(username);
    } finally {
      await t.graphql(admin, REQUIRE, { required: false });
    }
  });
});

describe("the authenticator app's key at rest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const storedSecret = async (username: string) => {
    const [row] = await t.database.db
      .select({ secret: userTotp.secret })
      .from(userTotp)
      .innerJoin(users, eq(users.id, userTotp.userId))
      .where(eq(users.username, username));
    return row?.secret ?? "";
  };

  it("stores the key sealed (AES-256-GCM), not the key, and seals a plain key of before on first read", async () => {
    const cookie = await t.login("operator");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = await storedSecret("operator");
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(Buffer.from(stored.slice(3).replaceAll(".", ""), "base64url").toString("latin1")).not.toContain(
      secret,
    );

    // a row written before the cipher holds the plain key: it still works, and is sealed by that read
    await t.database.db
      .update(userTotp)
      .set({ secret })
      .where(
        eq(
          userTotp.userId,
          (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, "operator")))[0]
            ?.id ?? 0,
        ),
      );
    const confirmed = await t.graphql<{ confirmTotpEnrolment: { isSuccessful: boolean } }>(
      cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
    );
    expect(confirmed.data?.confirmTotpEnrolment.isSuccessful).toBe(true);
    const resealed = await storedSecret("operator");
    expect(resealed).toMatch(/^v1:/);
    expect(resealed).not.toContain(secret);
  });
});
