import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SessionsEndedEvent, topics } from "../../bus/eventBus.js";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { hashSessionToken } from "../auth/sessionRepository.js";
import { emailMessages, whatsappMessages } from "../messaging/messaging.tables.js";
import { contactVerifications } from "./profile.tables.js";

const PROFILE = `query { profile { isSuccessful errorName data { name email phoneNo language reminderMinutes lastReminder reminderDue } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { isSuccessful errorName message status } }`;
const ADD_EMAIL = `mutation($input: AddEmailInput!) { addEmail(input: $input) { isSuccessful errorName message status } }`;
const ADD_NUMBER = `mutation($input: AddNumberInput!) { addNumber(input: $input) { isSuccessful errorName message status } }`;
const VERIFY_NUMBER = `mutation($input: VerifyNumberInput!) { verifyNumber(input: $input) { isSuccessful errorName message data { phoneNo } } }`;
const REMINDER_SHOWN = `mutation { markContactReminderShown { isSuccessful data { lastReminder reminderDue } } }`;
const EMAIL_OUTBOX = `query { emailMessages { isSuccessful errorName data { recipientEmail subject body status } pagination { total } } }`;

type Envelope = { isSuccessful: boolean; errorName: string | null; message: string; status: number };

describe("own profile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const patch = (cookie: string | null, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/user/profile",
      headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const profileOf = async (cookie: string) =>
    (await t.graphql<{ profile: { data: Record<string, unknown> } }>(cookie, PROFILE)).data?.profile.data;
  const mutate = async (cookie: string, query: string, input: unknown) => {
    const result = await t.graphql<Record<string, Envelope>>(cookie, query, { input });
    return Object.values(result.data ?? {})[0] as Envelope;
  };
  const tokenOf = (cookie: string) => cookie.split("=")[1] ?? "";

  it("PATCH /api/user/profile changes the caller's name, language and reminder (default 5 minutes)", async () => {
    const cookie = await t.loginAs([]);
    expect(await profileOf(cookie)).toMatchObject({
      reminderMinutes: 5,
      lastReminder: null,
      reminderDue: true,
    });
    const response = await patch(cookie, { name: "  Sari Dewi ", language: "en", reminderMinutes: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isSuccessful: true,
      data: { name: "Sari Dewi", language: "en", reminderMinutes: 0, reminderDue: false },
    });
    expect(await profileOf(cookie)).toMatchObject({ name: "Sari Dewi", reminderMinutes: 0 });
  });

  it("PATCH refuses a reminder outside none/5/10/15/30/60, unknown fields, an empty body and no session", async () => {
    const cookie = await t.loginAs([]);
    for (const body of [{ reminderMinutes: 7 }, { email: "x@y.id" }, {}, { name: " " }]) {
      const response = await patch(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorName).toBe("ValidationError");
    }
    expect((await patch(null, { name: "x" })).statusCode).toBe(401);
  });

  it("records when the reminder was shown: not due again before the chosen interval", async () => {
    const cookie = await t.loginAs([]);
    const shown = await t.graphql<{
      markContactReminderShown: { data: { lastReminder: string; reminderDue: boolean } };
    }>(cookie, REMINDER_SHOWN);
    const data = shown.data?.markContactReminderShown.data;
    expect(data?.reminderDue).toBe(false);
    expect(Date.now() - new Date(data?.lastReminder ?? 0).getTime()).toBeLessThan(60_000);
  });

  it("changes the password only with the current one and ends every other session on every instance", async () => {
    const other = await t.loginAs([]);
    const [row] = await t.database.db
      .select({ username: users.username })
      .from(users)
      .orderBy(desc(users.id))
      .limit(1);
    const username = row?.username ?? "";
    const current = await t.login(username);
    const ended: string[][] = [];
    const stop = t.services.bus.subscribe<SessionsEndedEvent>(topics.sessionsEnded, ({ tokenHashes }) =>
      ended.push(tokenHashes),
    );

    const wrong = await mutate(current, CHANGE_PASSWORD, {
      currentPassword: "nope",
      newPassword: "rahasia-baru-1",
    });
    expect(wrong).toMatchObject({ isSuccessful: false, errorName: "WrongCurrentPassword" });
    const same = await mutate(current, CHANGE_PASSWORD, {
      currentPassword: "armada-demo",
      newPassword: "armada-demo",
    });
    expect(same).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const short = await mutate(current, CHANGE_PASSWORD, {
      currentPassword: "armada-demo",
      newPassword: "pendek",
    });
    expect(short).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });

    const changed = await mutate(current, CHANGE_PASSWORD, {
      currentPassword: "armada-demo",
      newPassword: "rahasia-baru-1",
    });
    expect(changed).toMatchObject({ isSuccessful: true });
    await expect.poll(() => ended.flat()).toContain(hashSessionToken(tokenOf(other)));
    expect(ended.flat()).not.toContain(hashSessionToken(tokenOf(current)));
    stop();

    const otherNow = await t.graphql(other, PROFILE);
    expect(otherNow.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await profileOf(current))?.name).toBe(username);
    await expect(t.login(username)).rejects.toThrow();
    await expect(t.login(username, "rahasia-baru-1")).resolves.toContain("armada_session=");
  });

  it("adds an e-mail only through its link: once, before it expires, not one another user has", async () => {
    const cookie = await t.loginAs(["c5a-setting-notification:read"]);
    const sent = await mutate(cookie, ADD_EMAIL, { email: "  Sari.Dewi@Contoh.ID " });
    expect(sent).toMatchObject({ isSuccessful: true });
    expect((await profileOf(cookie))?.email).toBeNull();

    // the worker (log transport by default) stores the e-mail; the outbox lists it for the company's admins
    await expect
      .poll(async () => (await t.database.db.select().from(emailMessages)).map((row) => row.status))
      .toContain("stored");
    const outbox = await t.graphql<{ emailMessages: { data: { recipientEmail: string; body: string }[] } }>(
      cookie,
      EMAIL_OUTBOX,
    );
    const email = outbox.data?.emailMessages.data.find((row) => row.recipientEmail === "sari.dewi@contoh.id");
    const link = email?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    const path = link.slice(link.indexOf("/api/"));

    const followed = await t.app.inject({ method: "GET", url: path });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("/profile/add-email/?verification=verified");
    expect((await profileOf(cookie))?.email).toBe("sari.dewi@contoh.id");
    const again = await t.app.inject({ method: "GET", url: path });
    expect(again.headers.location).toBe("/profile/add-email/?verification=expired");
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/user/verify-email?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    });
    expect(forged.headers.location).toBe("/profile/add-email/?verification=expired");

    const someoneElse = await t.loginAs([]);
    const taken = await mutate(someoneElse, ADD_EMAIL, { email: "ADMIN@armada-demo.id" });
    expect(taken).toMatchObject({ isSuccessful: false, errorName: "EmailTaken" });
    const invalid = await mutate(someoneElse, ADD_EMAIL, { email: "bukan-email" });
    expect(invalid).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("shows a verification's link and code on the outbox page only to the user who asked for it", async () => {
    const requester = await t.loginAs(["c5a-setting-notification:read"]);
    const colleague = await t.loginAs(["c5a-setting-notification:read"]);
    await mutate(requester, ADD_EMAIL, { email: "rahasia@contoh.id" });
    await mutate(requester, ADD_NUMBER, { phoneNo: "081234500009" });
    const WHATSAPP_OUTBOX = `query { whatsappMessages(filter: { search: "81234500009" }) { data { kind body } } }`;
    const read = async (cookie: string) => {
      const emails = await t.graphql<{ emailMessages: { data: { recipientEmail: string; body: string }[] } }>(
        cookie,
        EMAIL_OUTBOX,
      );
      const whatsapp = await t.graphql<{ whatsappMessages: { data: { kind: string; body: string }[] } }>(
        cookie,
        WHATSAPP_OUTBOX,
      );
      return {
        email:
          emails.data?.emailMessages.data.find((row) => row.recipientEmail === "rahasia@contoh.id")?.body ??
          "",
        code: whatsapp.data?.whatsappMessages.data[0]?.body ?? "",
      };
    };
    const own = await read(requester);
    expect(own.email).toMatch(/verify-email\?token=[\w-]{20,}/);
    expect(own.code).toMatch(/\b\d{6}\b/);
    const other = await read(colleague);
    expect(other.email).toContain("verify-email?token=••••••");
    expect(other.email).not.toMatch(/token=[\w-]{20,}/);
    expect(other.code).toContain("Kode verifikasi Armada Anda: ••••••.");
    expect(other.code).not.toMatch(/\d{6}/);
  });

  it("an expired link adds nothing", async () => {
    const cookie = await t.loginAs([]);
    await mutate(cookie, ADD_EMAIL, { email: "lama@contoh.id" });
    const [pending] = await t.database.db
      .select()
      .from(contactVerifications)
      .where(eq(contactVerifications.target, "lama@contoh.id"));
    await t.database.db
      .update(contactVerifications)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(contactVerifications.id, pending?.id ?? 0));
    const [message] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.recipientEmail, "lama@contoh.id"));
    const path = message?.body.match(/\/api\/user\/verify-email\?token=\S+/)?.[0] ?? "";
    const followed = await t.app.inject({ method: "GET", url: path });
    expect(followed.headers.location).toBe("/profile/add-email/?verification=expired");
    expect((await profileOf(cookie))?.email).toBeNull();
  });

  it("throttles requests: one a minute per channel", async () => {
    const cookie = await t.loginAs([]);
    expect(await mutate(cookie, ADD_EMAIL, { email: "satu@contoh.id" })).toMatchObject({
      isSuccessful: true,
    });
    const second = await mutate(cookie, ADD_EMAIL, { email: "dua@contoh.id" });
    expect(second).toMatchObject({ isSuccessful: false, errorName: "VerificationThrottled", status: 429 });
    expect(second.message).toMatch(/\d+ detik/);
    // the other channel has its own budget
    expect(await mutate(cookie, ADD_NUMBER, { phoneNo: "081234500001" })).toMatchObject({
      isSuccessful: true,
    });
  });

  it("adds a number with the WhatsApp code: wrong codes counted, the right one works once", async () => {
    const cookie = await t.loginAs([]);
    expect(await mutate(cookie, ADD_NUMBER, { phoneNo: "0812-3450-0002" })).toMatchObject({
      isSuccessful: true,
    });
    const [message] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientPhone, "+6281234500002"));
    expect(message?.kind).toBe("verification-code");
    const code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    const wrongCode = code === "000000" ? "111111" : "000000";

    const wrong = await mutate(cookie, VERIFY_NUMBER, { phoneNo: "+6281234500002", code: wrongCode });
    expect(wrong).toMatchObject({ isSuccessful: false, errorName: "VerificationCodeInvalid" });
    expect(wrong.message).toMatch(/4/);
    const otherNumber = await mutate(cookie, VERIFY_NUMBER, { phoneNo: "081234500003", code });
    expect(otherNumber).toMatchObject({ isSuccessful: false, errorName: "VerificationExpired" });

    const right = await mutate(cookie, VERIFY_NUMBER, { phoneNo: "081234500002", code });
    expect(right).toMatchObject({ isSuccessful: true });
    expect((await profileOf(cookie))?.phoneNo).toBe("+6281234500002");
    const reused = await mutate(cookie, VERIFY_NUMBER, { phoneNo: "081234500002", code });
    expect(reused).toMatchObject({ isSuccessful: false, errorName: "VerificationExpired" });
  });

  it("a code is dead after 5 wrong attempts, even the right one", async () => {
    const cookie = await t.loginAs([]);
    await mutate(cookie, ADD_NUMBER, { phoneNo: "081234500004" });
    const [message] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.recipientPhone, "+6281234500004"));
    const code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    const wrongCode = code === "000000" ? "111111" : "000000";
    const answers: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        (await mutate(cookie, VERIFY_NUMBER, { phoneNo: "081234500004", code: wrongCode })).errorName,
      );
    }
    expect(answers).toEqual([...Array(4).fill("VerificationCodeInvalid"), "VerificationExpired"]);
    const late = await mutate(cookie, VERIFY_NUMBER, { phoneNo: "081234500004", code });
    expect(late).toMatchObject({ isSuccessful: false, errorName: "VerificationExpired" });
    expect((await profileOf(cookie))?.phoneNo).toBeNull();
  });

  it("lists e-mails only of the caller's company and only with the outbox key", async () => {
    const withoutKey = await t.loginAs([]);
    const refused = await t.graphql(withoutKey, EMAIL_OUTBOX);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const otherCompany = await t.loginAs(["c5a-setting-notification:read"], "PT Lain");
    const foreign = await t.graphql<{ emailMessages: { data: unknown[]; pagination: { total: number } } }>(
      otherCompany,
      EMAIL_OUTBOX,
    );
    expect(foreign.data?.emailMessages.pagination.total).toBe(0);
  });
});
