import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { whatsappMessages } from "./messaging.tables.js";

const APP_SECRET = "meta-app-secret-for-tests";
const VERIFY_TOKEN = "verify-token-for-tests";
const PATH = "/api/webhooks/whatsapp/meta";

const statusBody = (id: string, status: string, errors?: unknown[]) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "1",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              statuses: [
                {
                  id,
                  status,
                  timestamp: "1790000000",
                  recipient_id: "6281234567890",
                  ...(errors ? { errors } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe("WhatsApp Cloud API status webhook", () => {
  let t: TestApp;

  const post = (body: string, signature = sign(body)) =>
    t.app.inject({
      method: "POST",
      url: PATH,
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      payload: body,
    });
  const statusOf = async (providerMessageId: string) =>
    (
      await t.database.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.providerMessageId, providerMessageId))
    )[0];

  async function message(providerMessageId: string, status: "sent" | "delivered" = "sent") {
    const [company] = await t.database.db.select().from(companies).limit(1);
    await t.database.db.insert(whatsappMessages).values({
      companyId: company?.id ?? 0,
      recipientPhone: "+6281234567890",
      body: "Halo",
      kind: "tracking-link",
      idempotencyKey: `test:${providerMessageId}`,
      status,
      providerMessageId,
    });
  }

  beforeAll(async () => {
    t = await startTestApp({
      WHATSAPP_META_APP_SECRET: APP_SECRET,
      WHATSAPP_META_VERIFY_TOKEN: VERIFY_TOKEN,
    });
  });
  afterAll(() => t.close());

  it("answers Meta's subscription check only with the verify token", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: `${PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=12345`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("12345");
    const wrong = await t.app.inject({
      method: "GET",
      url: `${PATH}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("records delivered and read, ignoring reports that arrive late or twice", async () => {
    await message("wamid.A");
    expect((await post(statusBody("wamid.A", "delivered"))).json()).toEqual({
      received: 1,
      applied: 1,
      messages: 0,
    });
    expect((await post(statusBody("wamid.A", "read"))).json()).toEqual({
      received: 1,
      applied: 1,
      messages: 0,
    });
    expect((await post(statusBody("wamid.A", "delivered"))).json()).toEqual({
      received: 1,
      applied: 0,
      messages: 0,
    });
    expect((await post(statusBody("wamid.A", "read"))).json()).toEqual({
      received: 1,
      applied: 0,
      messages: 0,
    });
    expect((await statusOf("wamid.A"))?.status).toBe("read");
  });

  it("keeps failed final, with the reason", async () => {
    await message("wamid.B");
    await post(statusBody("wamid.B", "failed", [{ code: 131026, title: "Message undeliverable" }]));
    await post(statusBody("wamid.B", "delivered"));
    const stored = await statusOf("wamid.B");
    expect(stored?.status).toBe("failed");
    expect(stored?.lastError).toBe("131026 Message undeliverable");
  });

  it("refuses a call with a missing or wrong signature and changes nothing", async () => {
    await message("wamid.C");
    const body = statusBody("wamid.C", "read");
    expect((await post(body, sign(body, "another-secret"))).statusCode).toBe(401);
    expect((await post(body, "")).statusCode).toBe(401);
    expect((await statusOf("wamid.C"))?.status).toBe("sent");
  });
});
