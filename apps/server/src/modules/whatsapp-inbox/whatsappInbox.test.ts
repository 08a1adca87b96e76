import { createHmac } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestSocket, type TestSocket, waitFor } from "../../testing/socketClient.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/index.js";
import { companies } from "../company/company.tables.js";
import { consigneeLinks } from "../deliveries/consigneeLinks.tables.js";
import { vehicleLatestStatus, vehicles } from "../fleet/index.js";
import { whatsappMessages } from "../messaging/messaging.tables.js";
import {
  arrivalNotices,
  temporaryLiveViewContacts,
  temporaryLiveViews,
} from "../temporary-live-view/index.js";
import { ANSWERS_PER_WINDOW } from "./inboxReceiver.js";
import { whatsappConversations, whatsappInboxMessages } from "./whatsappInbox.tables.js";

const APP_SECRET = "meta-app-secret-for-inbox-tests";
const FONNTE_SECRET = "fonnte-secret-for-inbox-tests";
const RECIPIENT = "+6281299990001";
const STRANGER = "+6281299990999";

const CREATE = `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
  isSuccessful errorName temporaryLiveView { temporaryLvId } } }`;
const LIST = `query ($filter: WhatsappConversationsFilterInput) { whatsappConversations(filter: $filter) {
  isSuccessful data { id phone contactLabel needsOperator unreadCount windowOpen deliveryOrderCode confirmedByConsigneeOn } pagination { total } } }`;
const DETAIL = `query ($id: Int!) { whatsappConversation(input: { conversationId: $id }) {
  isSuccessful errorName data { id messages { direction body intent rule answeredBy status } } } }`;
const NOTICES = `query { whatsappInboxNotices { isSuccessful errorName data {
  conversationId contactLabel linkName deliveryOrderCode lastMessage waitingSince } } }`;
const MARK_READ = `mutation ($id: Int!) { markWhatsappConversationRead(input: { conversationId: $id }) { isSuccessful } }`;
const REPLY = `mutation ($input: ReplyWhatsappConversationInput!) { replyWhatsappConversation(input: $input) {
  isSuccessful errorName message data { needsOperator messages { direction body answeredBy } } } }`;

type Conversation = {
  id: number;
  phone: string;
  contactLabel: string;
  needsOperator: boolean;
  unreadCount: number;
  windowOpen: boolean;
  deliveryOrderCode: string | null;
  confirmedByConsigneeOn: string | null;
};
type Message = {
  direction: string;
  body: string;
  intent: string | null;
  rule: string | null;
  answeredBy: string | null;
};

let sequence = 0;
const metaBody = (from: string, text: string, id = `wamid.test.${++sequence}`) =>
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
              metadata: { display_phone_number: "6221000000", phone_number_id: "123" },
              contacts: [{ profile: { name: "Penerima" }, wa_id: from.slice(1) }],
              messages: [
                {
                  from: from.slice(1),
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: text },
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

describe("WhatsApp inbox: the recipients' messages through the real webhooks", () => {
  let t: TestApp;
  let adminA: string;
  let adminB: string;
  let companyA: number;
  let companyB: number;

  const postMeta = (body: string, signature = sign(body)) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/whatsapp/meta",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      payload: body,
    });
  const postFonnte = (payload: object, secret = FONNTE_SECRET) =>
    t.app.inject({
      method: "POST",
      url: `/api/webhooks/whatsapp/fonnte?secret=${encodeURIComponent(secret)}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
  const conversations = async (cookie: string, search?: string) =>
    (
      await t.graphql<{ whatsappConversations: { data: Conversation[] } }>(cookie, LIST, {
        filter: { search },
      })
    ).data?.whatsappConversations.data ?? [];
  const notices = async (cookie: string) => {
    const result = await t.graphql<{
      whatsappInboxNotices: { data: { conversationId: number; lastMessage: string | null }[] };
    }>(cookie, NOTICES);
    expect(result.errors).toBeUndefined();
    return result.data?.whatsappInboxNotices.data ?? [];
  };
  const conversationOf = async (cookie: string, phone: string) => {
    const found = (await conversations(cookie)).find((conversation) => conversation.phone === phone);
    if (!found) throw new Error(`no conversation with ${phone}`);
    return found;
  };
  const messagesOf = async (cookie: string, id: number) =>
    (await t.graphql<{ whatsappConversation: { data: { messages: Message[] } } }>(cookie, DETAIL, { id }))
      .data?.whatsappConversation.data.messages ?? [];
  const outboxTo = (phone: string) =>
    t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.recipientPhone, phone));
  const shareLink = async (cookie: string, label: string, pickedColumns: string[]) => {
    const own = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      cookie,
      `query { vehicles { data { id } } }`,
    );
    const vehicleId = own.data?.vehicles.data[0]?.id ?? 0;
    const result = await t.graphql<{
      createTemporaryLiveView: { isSuccessful: boolean; temporaryLiveView: { temporaryLvId: number } };
    }>(cookie, CREATE, {
      input: {
        name: `Kiriman ${label}`,
        duration: 600,
        vehicleIds: [vehicleId],
        pickedColumns,
        contacts: [
          {
            label,
            phoneNumber: RECIPIENT,
            location: {
              name: "Bekasi",
              fullName: "Bekasi",
              lat: -6.226,
              lng: 107.001,
              type: "GOOGLE",
              id: "p1",
            },
          },
        ],
      },
    });
    expect(result.data?.createTemporaryLiveView.isSuccessful).toBe(true);
    await t.database.db
      .insert(vehicleLatestStatus)
      .values({
        vehicleId,
        companyId: cookie === adminA ? companyA : companyB,
        latitude: -6.157,
        longitude: 106.908,
        speed: 40,
        motionStatus: "moving",
        fixTime: new Date(),
        lastPacket: new Date(),
      })
      .onConflictDoNothing();
    // the vehicle has a driver (a user of its company), shown only where the link allows it
    const companyId = cookie === adminA ? companyA : companyB;
    const [driver] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, companyId))
      .limit(1);
    await t.database.db
      .update(vehicles)
      .set({ driver1Id: driver?.id ?? null })
      .where(eq(vehicles.id, vehicleId));
    return result.data?.createTemporaryLiveView.temporaryLiveView.temporaryLvId ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApp({
      WHATSAPP_META_APP_SECRET: APP_SECRET,
      WHATSAPP_META_VERIFY_TOKEN: "verify-token-for-inbox",
      FONNTE_WEBHOOK_SECRET: FONNTE_SECRET,
    });
    adminA = await t.login("admin");
    adminB = await t.login("lain");
    const rows = await t.database.db.select().from(companies);
    companyA = rows.find((row) => row.name === "PT Armada Demo")?.id ?? 0;
    companyB = rows.find((row) => row.name === "PT Lain")?.id ?? 0;
    // the same number is a recipient of both companies: A shows the last seen time, B the driver
    await shareLink(adminA, "Ibu Sari", ["lastSeen"]);
    await shareLink(adminB, "Bu Sari (Lain)", ["driverName"]);
  });
  afterAll(() => t.close());

  it("refuses a body with a bad signature and stores nothing", async () => {
    const body = metaBody(RECIPIENT, "dmn pak?");
    const response = await postMeta(body, sign(body, "not-the-app-secret"));
    expect(response.statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(whatsappInboxMessages)
        .where(eq(whatsappInboxMessages.phone, RECIPIENT)),
    ).toEqual([]);
  });

  it("answers a signed 'dmn pak?' through the outbox, in each company with its own link only", async () => {
    const response = await postMeta(metaBody(RECIPIENT, "dmn pak?"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ messages: 1 });

    const inA = await conversationOf(adminA, RECIPIENT);
    expect(inA).toMatchObject({
      contactLabel: "Ibu Sari",
      unreadCount: 1,
      needsOperator: false,
      windowOpen: true,
    });
    const messages = await messagesOf(adminA, inA.id);
    expect(
      messages.map((message) => [message.direction, message.intent, message.rule, message.answeredBy]),
    ).toEqual([
      ["IN", "where", "where.ask", null],
      ["OUT", "where", "answer.where", "rule"],
    ]);
    const answer = messages[1]?.body ?? "";
    expect(answer).toMatch(/Kendaraan .+\./);
    expect(answer).toContain("Terakhir terlihat");
    expect(answer).toMatch(/km dari alamat Anda/);
    expect(answer).toContain("/fleet/live-track/");

    // B has its own conversation with its own label; neither sees the other's
    const inB = await conversationOf(adminB, RECIPIENT);
    expect(inB.contactLabel).toBe("Bu Sari (Lain)");
    expect((await conversations(adminA)).map((conversation) => conversation.id)).not.toContain(inB.id);
    expect((await conversations(adminB)).map((conversation) => conversation.id)).not.toContain(inA.id);
    const bAnswer = (await messagesOf(adminB, inB.id))[1]?.body ?? "";
    expect(bAnswer).not.toContain("Terakhir terlihat");

    // the answers went through the outbox, one per company, as inbox answers
    const outbox = await outboxTo(RECIPIENT);
    expect(
      outbox
        .filter((row) => row.kind === "inbox-answer")
        .map((row) => row.companyId)
        .sort(),
    ).toEqual([companyA, companyB].sort());
  });

  it("stores a webhook delivered twice once", async () => {
    const body = metaBody(RECIPIENT, "kpn sampe?", "wamid.twice");
    await postMeta(body);
    await postMeta(body);
    const rows = await t.database.db
      .select()
      .from(whatsappInboxMessages)
      .where(
        and(
          eq(whatsappInboxMessages.providerMessageId, "wamid.twice"),
          eq(whatsappInboxMessages.companyId, companyA),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("never answers a stranger: stored without company, nothing queued", async () => {
    const response = await postMeta(metaBody(STRANGER, "dmn pak?"));
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(whatsappInboxMessages)
      .where(eq(whatsappInboxMessages.phone, STRANGER));
    expect(rows).toMatchObject([{ companyId: null, conversationId: null, direction: "IN", intent: "where" }]);
    expect(await outboxTo(STRANGER)).toEqual([]);
    expect(await conversations(adminA, "990999")).toEqual([]);
  });

  it("reads Fonnte's incoming message, refusing a wrong secret; a driver question the link does not allow goes to the operator", async () => {
    const payload = {
      device: "6221000000",
      sender: RECIPIENT.slice(1),
      message: "siapa supirnya?",
      name: "Sari",
    };
    expect((await postFonnte(payload, "wrong-secret-for-inbox-test")).statusCode).toBe(401);
    expect((await postFonnte({ device: "x", sender: "y" })).statusCode).toBe(200);
    const response = await postFonnte(payload);
    expect(response.json()).toEqual({ messages: 1 });

    const inA = await conversationOf(adminA, RECIPIENT);
    expect(inA.needsOperator).toBe(true);
    const last = (await messagesOf(adminA, inA.id)).slice(-2);
    expect(last.map((message) => [message.direction, message.intent, message.rule])).toEqual([
      ["IN", "driver", "driver.ask"],
      ["OUT", "driver", "answer.toOperator"],
    ]);
    // B's link shows the driver: B answers it
    const inB = await conversationOf(adminB, RECIPIENT);
    expect(inB.needsOperator).toBe(false);
    expect((await messagesOf(adminB, inB.id)).at(-1)?.rule).toBe("answer.driver");

    // the bell lists A's waiting conversation with the question; B's, answered, is not B's notice
    const noticesOfA = await notices(adminA);
    expect(noticesOfA.find((notice) => notice.conversationId === inA.id)).toMatchObject({
      lastMessage: "siapa supirnya?",
    });
    expect((await notices(adminB)).map((notice) => notice.conversationId)).not.toContain(inB.id);
    expect((await notices(adminB)).map((notice) => notice.conversationId)).not.toContain(inA.id);
  });

  it("lets the operator reply through the outbox, which clears the waiting flag; the conversation waiting comes first", async () => {
    const first = (await conversations(adminA))[0];
    expect(first?.needsOperator).toBe(true);
    const result = await t.graphql<{
      replyWhatsappConversation: {
        isSuccessful: boolean;
        data: { needsOperator: boolean; messages: Message[] };
      };
    }>(adminA, REPLY, {
      input: { conversationId: first?.id, body: "Pengemudi kami Pak Budi, 0812-0000-1111." },
    });
    expect(result.data?.replyWhatsappConversation).toMatchObject({
      isSuccessful: true,
      data: { needsOperator: false },
    });
    expect(result.data?.replyWhatsappConversation.data.messages.at(-1)).toMatchObject({
      direction: "OUT",
      answeredBy: "operator",
    });
    const replies = (await outboxTo(RECIPIENT)).filter((row) => row.kind === "inbox-reply");
    expect(replies).toMatchObject([
      { companyId: companyA, body: "Pengemudi kami Pak Budi, 0812-0000-1111." },
    ]);

    expect((await notices(adminA)).map((notice) => notice.conversationId)).not.toContain(first?.id);

    const empty = await t.graphql(adminA, REPLY, { input: { conversationId: first?.id, body: "  " } });
    expect(empty.data).toMatchObject({
      replyWhatsappConversation: { isSuccessful: false, errorName: "ValidationError" },
    });
  });

  it(`answers one number at most ${ANSWERS_PER_WINDOW} times in ten minutes, then leaves it to the operator`, async () => {
    for (let index = 0; index < ANSWERS_PER_WINDOW + 2; index++)
      await postMeta(metaBody(RECIPIENT, "posisi?"));
    const inA = await conversationOf(adminA, RECIPIENT);
    const answers = await t.database.db
      .select()
      .from(whatsappInboxMessages)
      .where(
        and(
          eq(whatsappInboxMessages.companyId, companyA),
          eq(whatsappInboxMessages.phone, RECIPIENT),
          eq(whatsappInboxMessages.direction, "OUT"),
          eq(whatsappInboxMessages.answeredBy, "rule"),
        ),
      );
    expect(answers.length).toBeLessThanOrEqual(ANSWERS_PER_WINDOW);
    expect(inA.needsOperator).toBe(true);
    expect((await messagesOf(adminA, inA.id)).at(-1)?.rule).toBe("where.ask rate-limited");
  });

  it("records the consignee's 'diterima' only after 'tiba'; 'rusak' flags the operator", async () => {
    const [link] = await t.database.db
      .select({
        contactId: consigneeLinks.contactId,
        id: consigneeLinks.id,
        phone: temporaryLiveViewContacts.phoneNumber,
        lv: consigneeLinks.temporaryLvId,
      })
      .from(consigneeLinks)
      .innerJoin(temporaryLiveViewContacts, eq(temporaryLiveViewContacts.contactId, consigneeLinks.contactId))
      .where(and(eq(consigneeLinks.companyId, companyA), isNull(consigneeLinks.confirmedByConsigneeOn)))
      .orderBy(consigneeLinks.id)
      .limit(1);
    if (!link) throw new Error("no demo consignee link");
    await t.database.db
      .update(temporaryLiveViews)
      .set({ expiresOn: new Date(Date.now() + 3_600_000), status: "A" })
      .where(eq(temporaryLiveViews.temporaryLvId, link.lv));

    await postMeta(metaBody(link.phone, "diterima"));
    const confirmedBefore = await t.database.db
      .select()
      .from(consigneeLinks)
      .where(eq(consigneeLinks.id, link.id));
    expect(confirmedBefore[0]?.confirmedByConsigneeOn).toBeNull();

    const [vehicle] = await t.database.db
      .select({ vehicleId: vehicleLatestStatus.vehicleId })
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.companyId, companyA))
      .limit(1);
    await t.database.db
      .insert(arrivalNotices)
      .values({ contactId: link.contactId, vehicleId: vehicle?.vehicleId ?? 0, arrivedSentOn: new Date() });
    await postMeta(metaBody(link.phone, "Sudah diterima, terima kasih"));
    const confirmed = await t.database.db.select().from(consigneeLinks).where(eq(consigneeLinks.id, link.id));
    expect(confirmed[0]?.confirmedByConsigneeOn).toBeInstanceOf(Date);
    const conversation = await conversationOf(adminA, link.phone);
    expect(conversation.confirmedByConsigneeOn).not.toBeNull();
    expect(conversation.deliveryOrderCode).toMatch(/^DO-/);
    expect((await messagesOf(adminA, conversation.id)).at(-1)?.rule).toBe("answer.confirmed");

    await postMeta(metaBody(link.phone, "tapi kardusnya penyok"));
    const [row] = await t.database.db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.id, conversation.id));
    expect(row?.needsOperatorSince).toBeInstanceOf(Date);
    expect((await messagesOf(adminA, conversation.id)).at(-1)?.rule).toBe("answer.exception");
  });

  it("pushes a company's inbox changes to its own sockets that may read the inbox, on receipt, read and reply", async () => {
    const base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const nobody = await t.loginAs(["b2a-temporary-liveview:read"]);
    const sockets: TestSocket[] = [];
    const socketOf = async (cookie: string) => {
      const socket = openTestSocket(`${base}/ws`, { cookie });
      sockets.push(socket);
      await waitFor(() => socket.messages("welcome").length > 0);
      return socket;
    };
    type Change = { data: { conversationId: number; kind: string; waiting?: boolean } };
    const changes = (socket: TestSocket) =>
      socket.messages<Change>("whatsapp-inbox").map((message) => message.data);
    try {
      const [a, b, withoutKey] = [await socketOf(adminA), await socketOf(adminB), await socketOf(nobody)];
      const inA = await conversationOf(adminA, RECIPIENT);
      const inB = await conversationOf(adminB, RECIPIENT);

      await postMeta(metaBody(RECIPIENT, "paketnya rusak pak"));
      await waitFor(() => changes(a).length > 0 && changes(b).length > 0);
      expect(changes(a)).toEqual([{ conversationId: inA.id, kind: "received", waiting: true }]);
      expect(changes(b)).toEqual([{ conversationId: inB.id, kind: "received", waiting: true }]);

      await t.graphql(adminA, MARK_READ, { id: inA.id });
      // already read: nothing to tell
      await t.graphql(adminA, MARK_READ, { id: inA.id });
      await t.graphql(adminA, REPLY, { input: { conversationId: inA.id, body: "Kami cek segera, Bu." } });
      await waitFor(() => changes(a).length >= 3);
      expect(changes(a).slice(1)).toEqual([
        { conversationId: inA.id, kind: "read" },
        { conversationId: inA.id, kind: "replied" },
      ]);
      expect(changes(b)).toHaveLength(1);
      expect(changes(withoutKey)).toEqual([]);
    } finally {
      for (const socket of sockets) socket.socket.terminate();
    }
  });

  it("refuses the inbox without the outbox's keys", async () => {
    const nobody = await t.loginAs(["b2a-temporary-liveview:read"]);
    for (const query of [LIST, NOTICES]) {
      const result = await t.graphql(nobody, query);
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});
