import { and, asc, eq, inArray } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, signInPost } from "../../testing/signInRequests.js";
import { createSoftwareAuthenticator } from "../../testing/softwareAuthenticator.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "../audit/index.js";
import { companies } from "../company/index.js";
import { userPasskeys, users, userTotp } from "./auth.tables.js";

/** startTestApp's relying party: PUBLIC_URL's default for HOST 0.0.0.0 and PORT 3000 */
const RP = { rpId: "localhost", origin: "http://localhost:3000" };
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

describe("audit entries of passkeys and the authenticator app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) => signInPost(t, url, payload, cookie);

  /** A new user of the company, signed in, with their id and their company's. */
  const newUser = async (companyName = "PT Armada Demo") => {
    const cookie = await t.loginAs([], companyName);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, companyName));
    const identity = await t.graphql<{ identity: { data: { name: string } } }>(
      cookie,
      `query { identity { data { name } } }`,
    );
    const username = identity.data?.identity.data.name ?? "";
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    return { cookie, username, userId: user?.id ?? 0, companyId: company?.id ?? 0 };
  };
  /** The user's entries as stored, oldest first. */
  const entriesOf = (userId: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, userId))
      .orderBy(asc(auditEvents.id));
  const passwordStep = async (username: string) => {
    const response = await post("/api/auth/login", { username, password: "armada-demo" });
    expect(response.json().data.secondStep).toBe("verify");
    return cookieOf(response, "armada_sign_in_challenge") ?? "";
  };

  it("records a passkey's registration, a sign-in with it, a wrong one and its removal, in the user's company, never its credential", async () => {
    const user = await newUser("PT Lain");
    const authenticator = createSoftwareAuthenticator(RP);
    const started = await t.graphql<{ startPasskeyRegistration: { data: { challenge: string } } }>(
      user.cookie,
      `mutation { startPasskeyRegistration { data } }`,
    );
    const registered = await t.graphql<{ finishPasskeyRegistration: { isSuccessful: boolean } }>(
      user.cookie,
      `mutation ($response: JSON!) { finishPasskeyRegistration(input: { name: "Kunci kantor", response: $response }) { isSuccessful } }`,
      { response: authenticator.register(started.data?.startPasskeyRegistration.data ?? { challenge: "" }) },
    );
    expect(registered.data?.finishPasskeyRegistration.isSuccessful).toBe(true);
    const [passkey] = await t.database.db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, user.userId));

    const challenge = await passwordStep(user.username);
    const options = (await post("/api/auth/two-factor/passkey/options", {}, challenge)).json().data;
    const signedIn = await post(
      "/api/auth/two-factor/passkey/verify",
      { response: authenticator.assert(options) },
      challenge,
    );
    expect(signedIn.statusCode).toBe(200);

    const nextChallenge = await passwordStep(user.username);
    await post("/api/auth/two-factor/passkey/options", {}, nextChallenge);
    const wrong = await post(
      "/api/auth/two-factor/passkey/verify",
      { response: authenticator.assert({ challenge: "bukan-tantangannya" }) },
      nextChallenge,
    );
    expect(wrong.json().errorName).toBe("PasskeyInvalid");

    const removed = await t.graphql<{ deletePasskey: { isSuccessful: boolean } }>(
      user.cookie,
      `mutation ($id: Int!) { deletePasskey(input: { id: $id, password: "armada-demo" }) { isSuccessful } }`,
      { id: passkey?.id },
    );
    expect(removed.data?.deletePasskey.isSuccessful).toBe(true);

    const entries = (await entriesOf(user.userId)).filter(
      (entry) => entry.action !== "auth.sign_in" || entry.details.method !== "password",
    );
    expect(
      entries.map(({ companyId, actorName, action, targetType, targetId, targetLabel, details }) => ({
        companyId,
        actorName,
        action,
        targetType,
        targetId,
        targetLabel,
        details,
      })),
    ).toEqual([
      {
        companyId: user.companyId,
        actorName: user.username,
        action: "passkey.register",
        targetType: "passkey",
        targetId: String(passkey?.id),
        targetLabel: "Kunci kantor",
        details: {},
      },
      {
        companyId: user.companyId,
        actorName: user.username,
        action: "auth.sign_in",
        targetType: "user",
        targetId: String(user.userId),
        targetLabel: user.username,
        details: { method: "passkey", passkey: "Kunci kantor" },
      },
      {
        companyId: user.companyId,
        actorName: user.username,
        action: "auth.sign_in_failed",
        targetType: "user",
        targetId: String(user.userId),
        targetLabel: user.username,
        details: { reason: "passkey_invalid" },
      },
      {
        companyId: user.companyId,
        actorName: user.username,
        action: "passkey.remove",
        targetType: "passkey",
        targetId: String(passkey?.id),
        targetLabel: "Kunci kantor",
        details: {},
      },
    ]);
    const stored = JSON.stringify(entries);
    expect(stored).not.toContain(authenticator.credentialId);
    expect(stored).not.toContain(passkey?.credentialId ?? "credential");

    // the company's log page shows them to its own admin only
    const PAGE = `query ($filter: AuditEventsFilter!) { auditEvents(filter: $filter) { data { events { action actionLabel } } } }`;
    const filter = {
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 60_000).toISOString(),
      search: user.username,
      action: "passkey.register",
    };
    type Page = { auditEvents: { data: { events: { action: string; actionLabel: string }[] } } };
    const theirs = await t.graphql<Page>(await t.loginAs(["c9a-setting-audit-log:read"], "PT Lain"), PAGE, {
      filter,
    });
    expect(theirs.data?.auditEvents.data.events).toEqual([
      { action: "passkey.register", actionLabel: "Daftarkan passkey" },
    ]);
    const others = await t.graphql<Page>(await t.loginAs(["c9a-setting-audit-log:read"]), PAGE, { filter });
    expect(others.data?.auditEvents.data.events).toEqual([]);
  });

  it("records the app turned on, new recovery codes, a sign-in with a code, a wrong code and the app turned off, never the key nor a code", async () => {
    const user = await newUser();
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      user.cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    const secret = started.data?.startTotpEnrolment.data.secret ?? "";
    const confirmed = await t.graphql<{ confirmTotpEnrolment: { data: { codes: string[] } } }>(
      user.cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { data { codes } } }`,
      { code: codeOf(secret) },
    );
    const firstCodes = confirmed.data?.confirmTotpEnrolment.data.codes ?? [];
    expect(firstCodes).toHaveLength(10);
    const regenerated = await t.graphql<{ regenerateRecoveryCodes: { data: { codes: string[] } } }>(
      user.cookie,
      `mutation { regenerateRecoveryCodes(input: { password: "armada-demo" }) { data { codes } } }`,
    );
    const newCodes = regenerated.data?.regenerateRecoveryCodes.data.codes ?? [];
    expect(newCodes).toHaveLength(10);

    const wrongChallenge = await passwordStep(user.username);
    const wrongCode = (
      await post("/api/auth/two-factor/verify", { code: "0000-0000-0000-0000" }, wrongChallenge)
    ).json();
    expect(wrongCode.errorName).toBe("TwoFactorCodeInvalid");
    const challenge = await passwordStep(user.username);
    const signedIn = await post("/api/auth/two-factor/verify", { code: newCodes[0] }, challenge);
    expect(signedIn.statusCode).toBe(200);

    // a code of the next step: the enrolment's step is claimed
    const nextCode = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + 30_000,
    });
    const disabled = await t.graphql<{ disableTotp: { isSuccessful: boolean } }>(
      user.cookie,
      `mutation ($code: String!) { disableTotp(input: { password: "armada-demo", code: $code }) { isSuccessful } }`,
      { code: nextCode },
    );
    expect(disabled.data?.disableTotp.isSuccessful).toBe(true);
    expect(await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.userId))).toEqual([]);

    const entries = (await entriesOf(user.userId)).filter((entry) => entry.details.method !== "password");
    expect(
      entries.map(({ companyId, action, targetId, details }) => ({ companyId, action, targetId, details })),
    ).toEqual(
      [
        { action: "two_factor.enable", details: { codes: 10 } },
        { action: "two_factor.recovery_codes_regenerate", details: { codes: 10 } },
        { action: "auth.sign_in_failed", details: { reason: "two_factor_code_invalid" } },
        { action: "auth.sign_in", details: { method: "recovery_code" } },
        { action: "two_factor.disable", details: {} },
      ].map((entry) => ({ ...entry, companyId: user.companyId, targetId: String(user.userId) })),
    );
    const stored = JSON.stringify(entries);
    for (const secretText of [secret, ...firstCodes, ...newCodes]) expect(stored).not.toContain(secretText);
  });

  it("records the company's two-step rule when it changes, and an admin's reset of a user's app, in the admin's company", async () => {
    const REQUIRE = `mutation ($required: Boolean!) { setCompanyTwoFactorRequired(input: { required: $required }) { isSuccessful } }`;
    const user = await newUser("PT Lain");
    const started = await t.graphql<{ startTotpEnrolment: { data: { secret: string } } }>(
      user.cookie,
      `mutation { startTotpEnrolment { data { secret } } }`,
    );
    await t.graphql(
      user.cookie,
      `mutation ($code: String!) { confirmTotpEnrolment(input: { code: $code }) { isSuccessful } }`,
      { code: codeOf(started.data?.startTotpEnrolment.data.secret ?? "") },
    );
    const admin = await t.loginAs(
      ["c1a-setting-company:update", "c2a-setting-user:read", "c2a-setting-user:update"],
      "PT Lain",
    );
    for (const required of [true, true, false]) await t.graphql(admin, REQUIRE, { required });
    const reset = await t.graphql<{ resetUserTwoFactor: { isSuccessful: boolean } }>(
      admin,
      `mutation ($id: Int!) { resetUserTwoFactor(input: { userId: $id }) { isSuccessful } }`,
      { id: user.userId },
    );
    expect(reset.data?.resetUserTwoFactor.isSuccessful).toBe(true);

    const entries = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, user.companyId),
          inArray(auditEvents.action, ["company.two_factor_required", "user.two_factor_reset"]),
        ),
      )
      .orderBy(asc(auditEvents.id));
    // the same rule set twice is one change
    expect(
      entries.map(({ action, targetType, targetId, details }) => ({ action, targetType, targetId, details })),
    ).toEqual([
      {
        action: "company.two_factor_required",
        targetType: "company",
        targetId: String(user.companyId),
        details: { required: true },
      },
      {
        action: "company.two_factor_required",
        targetType: "company",
        targetId: String(user.companyId),
        details: { required: false },
      },
      { action: "user.two_factor_reset", targetType: "user", targetId: String(user.userId), details: {} },
    ]);
  });
});
