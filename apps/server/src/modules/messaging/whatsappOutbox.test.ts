import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { whatsappMessages } from "./messaging.tables.js";
import { enqueueWhatsApp } from "./outbox.js";

const LIST = `query ($filter: WhatsAppMessagesFilter) {
  whatsappMessages(filter: $filter) {
    isSuccessful errorName
    data { id kind recipientPhone body status attempts lastError createdOn sentOn }
    pagination { total page show }
  }
}`;
const RESEND = `mutation ($id: Int!) {
  resendWhatsAppMessage(input: { messageId: $id }) { isSuccessful errorName message data { id status attempts } }
}`;

interface Listed {
  whatsappMessages: {
    isSuccessful: boolean;
    data: { id: number; recipientPhone: string; status: string; sentOn: string | null; kind: string }[];
    pagination: { total: number; page: number; show: number };
  };
}

describe("WhatsApp outbox GraphQL", () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, "PT Armada Demo"));
    companyId = company?.id ?? 0;
    await enqueueWhatsApp(t.database.db, {
      companyId,
      recipientPhone: "+6289911111111",
      body: "Pesan satu",
      kind: "tracking-link",
      idempotencyKey: "gql:1",
    });
    await enqueueWhatsApp(t.database.db, {
      companyId,
      recipientPhone: "+6289922222222",
      body: "Pesan dua",
      kind: "alert",
      idempotencyKey: "gql:2",
    });
    // the app's own worker (log provider) stores them: nothing leaves the server, so none is "sent"
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.select().from(whatsappMessages);
        if (!rows.every((row) => row.status === "stored")) throw new Error("not stored yet");
      },
      { timeout: 15_000 },
    );
    await t.database.db
      .update(whatsappMessages)
      .set({ status: "failed", lastError: "fonnte: invalid target" })
      .where(eq(whatsappMessages.idempotencyKey, "gql:2"));
  });
  afterAll(() => t.close());

  it("lists the company's messages newest first, stored (not sent) by the log provider", async () => {
    // this test's two numbers (the demo's own messages, its reminders say, are in the list too)
    const result = await t.graphql<Listed>(admin, LIST, {
      filter: { search: "+62899", pagination: { page: 1, show: 10 } },
    });
    const answer = result.data?.whatsappMessages;
    expect(answer?.isSuccessful).toBe(true);
    expect(answer?.pagination).toEqual({ total: 2, page: 1, show: 10 });
    expect(answer?.data.map((row) => row.kind)).toEqual(["alert", "tracking-link"]);
    expect(answer?.data[1]).toMatchObject({ status: "stored", sentOn: null });
  });

  it("filters by status and searches by phone", async () => {
    const failed = await t.graphql<Listed>(admin, LIST, { filter: { status: "failed" } });
    expect(failed.data?.whatsappMessages.data.map((row) => row.recipientPhone)).toEqual(["+6289922222222"]);
    const search = await t.graphql<Listed>(admin, LIST, { filter: { search: "0899 1111" } });
    expect(search.data?.whatsappMessages.data.map((row) => row.recipientPhone)).toEqual(["+6289911111111"]);
    const invalid = await t.graphql<{ whatsappMessages: { isSuccessful: boolean; errorName: string } }>(
      admin,
      LIST,
      { filter: { status: "bogus" } },
    );
    expect(invalid.data?.whatsappMessages).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
  });

  it("resends only failed messages, and the worker sends them again", async () => {
    const listed = await t.graphql<Listed>(admin, LIST, { filter: { search: "+62899" } });
    const failed = listed.data?.whatsappMessages.data.find((row) => row.status === "failed");
    const sent = listed.data?.whatsappMessages.data.find((row) => row.status === "stored");
    const notResendable = await t.graphql(admin, RESEND, { id: sent?.id });
    expect(notResendable.data).toMatchObject({
      resendWhatsAppMessage: { isSuccessful: false, errorName: "WhatsAppNotResendable" },
    });
    const resent = await t.graphql(admin, RESEND, { id: failed?.id });
    expect(resent.data).toMatchObject({
      resendWhatsAppMessage: { isSuccessful: true, data: { id: failed?.id, status: "queued", attempts: 0 } },
    });
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(whatsappMessages)
              .where(eq(whatsappMessages.id, failed?.id ?? 0))
          )[0]?.status,
        { timeout: 15_000 },
      )
      .toBe("stored");
    const missing = await t.graphql(admin, RESEND, { id: 999_999 });
    expect(missing.data).toMatchObject({
      resendWhatsAppMessage: { isSuccessful: false, errorName: "NotFound" },
    });
  });

  it("requires the notification setting keys", async () => {
    const readOnly = await t.loginAs(["c5a-setting-notification:read"]);
    expect((await t.graphql<Listed>(readOnly, LIST)).data?.whatsappMessages.isSuccessful).toBe(true);
    const resend = await t.graphql(readOnly, RESEND, { id: 1 });
    expect(resend.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const nobody = await t.loginAs(["c1a-setting-company:read"]);
    expect((await t.graphql(nobody, LIST)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.graphql(null, LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
