import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { companies } from "../company/company.tables.js";
import { vehicleLatestStatus, vehicles } from "../fleet/fleet.tables.js";
import { emailMessages } from "../messaging/messaging.tables.js";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

const TICKET_FIELDS = `isSuccessful errorName message data { id code companyName status category subject attachments
  vehicleId referenceLabel unreadByCompany marketplaceItemId health { online lastPositionOn battery signal motionStatus }
  messages { fromPlatform body status attachments } }`;
const CREATE = `mutation ($input: CreateCompanyTicketInput!) { createCompanyTicket(input: $input) { ${TICKET_FIELDS} } }`;
const REPLY = `mutation ($input: ReplyCompanyTicketInput!) { replyCompanyTicket(input: $input) { ${TICKET_FIELDS} } }`;
const GET = `query ($id: Int!) { companyTicket(input: { ticketId: $id }) { ${TICKET_FIELDS} } }`;
const LIST = `query ($filter: CompanyTicketsFilterInput) { companyTickets(filter: $filter) {
  isSuccessful data { id status companyName } pagination { total page show } } }`;
const CONSOLE_LIST = `query ($filter: CompanyTicketsFilterInput) { consoleCompanyTickets(filter: $filter) {
  isSuccessful data { id companyName status } pagination { total } } }`;
const CONSOLE_GET = `query ($id: Int!) { consoleCompanyTicket(input: { ticketId: $id }) { ${TICKET_FIELDS} } }`;
const CONSOLE_REPLY = `mutation ($input: ConsoleReplyCompanyTicketInput!) { consoleReplyCompanyTicket(input: $input) { ${TICKET_FIELDS} } }`;
const REQUEST = `mutation ($input: RequestMarketplaceItemInput!) { requestMarketplaceItem(input: $input) { ${TICKET_FIELDS} } }`;

type Ticket = {
  id: number;
  code: string;
  status: string;
  attachments: string[];
  vehicleId: number | null;
  referenceLabel: string | null;
  unreadByCompany: boolean;
  marketplaceItemId: string | null;
  health: {
    online: boolean;
    lastPositionOn: string | null;
    battery: number | null;
    signal: number | null;
  } | null;
  messages: { fromPlatform: boolean; body: string; status: string | null }[];
};
type Result = { isSuccessful: boolean; errorName: string | null; data: Ticket | null };

describe("company tickets and the marketplace's requests", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "armada-tickets-"));
  let app: TestApp;
  let admin: string;
  let lain: string;
  let consoleCookie: string;
  let vehicleId: number;
  let lainVehicleId: number;

  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: dataDir });
    admin = await app.login("admin");
    lain = await app.login("lain");
    consoleCookie = await app.login("console");
    const { db } = app.database;
    const [demo] = await db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    const [other] = await db.select().from(companies).where(eq(companies.name, "PT Lain"));
    const [own] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.companyId, demo?.id ?? 0))
      .limit(1);
    const [theirs] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.companyId, other?.id ?? 0))
      .limit(1);
    vehicleId = own?.id ?? 0;
    lainVehicleId = theirs?.id ?? 0;
    const fresh = new Date(Date.now() - 60_000);
    await db
      .insert(vehicleLatestStatus)
      .values({
        vehicleId,
        companyId: demo?.id ?? 0,
        latitude: -6.2,
        longitude: 106.8,
        motionStatus: "parked",
        fixTime: fresh,
        lastPacket: fresh,
        battery: 12.6,
        attributes: { gsmSignal: 3 },
      })
      .onConflictDoUpdate({
        target: vehicleLatestStatus.vehicleId,
        set: { fixTime: fresh, lastPacket: fresh, battery: 12.6, attributes: { gsmSignal: 3 } },
      });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (cookie: string, bytes: Buffer, url = "/api/company-ticket/uploads") =>
    app.app.inject({
      method: "POST",
      url,
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
  const create = async (cookie: string, input: Record<string, unknown>) =>
    (await app.graphql<{ createCompanyTicket: Result }>(cookie, CREATE, { input })).data?.createCompanyTicket;

  it("opens a ticket with a screenshot and a vehicle, capturing its health; the platform team is told", async () => {
    const stored = await upload(admin, PNG);
    expect(stored.statusCode).toBe(200);
    const url = stored.json().data.url as string;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await upload(admin, Buffer.from("<svg onload=alert(1)>"))).statusCode).toBe(415);

    const created = await create(admin, {
      category: "device",
      priority: "high",
      subject: "GPS tidak update",
      description: "Posisi kendaraan berhenti sejak pagi.",
      vehicleId,
      attachments: [url],
    });
    expect(created?.isSuccessful).toBe(true);
    const ticket = created?.data as Ticket;
    expect(ticket.status).toBe("new");
    expect(ticket.attachments).toEqual([url]);
    expect(ticket.vehicleId).toBe(vehicleId);
    expect(ticket.referenceLabel).toBeTruthy();
    expect(ticket.health).toMatchObject({ online: true, battery: 12.6, signal: 3 });

    const [consoleUser] = await app.database.db.select().from(users).where(eq(users.username, "console"));
    const mails = await app.database.db
      .select()
      .from(emailMessages)
      .where(like(emailMessages.idempotencyKey, `company-ticket:${ticket.id}:0:platform:%`));
    expect(mails.length).toBe(consoleUser?.email ? 1 : 0);
    if (mails[0]) expect(mails[0].companyId).toBe(consoleUser?.companyId);
  });

  it("refuses another company's vehicle, bad attachments and bad input with a clear error", async () => {
    const foreign = await create(admin, {
      category: "device",
      subject: "Kendaraan lain",
      description: "Bukan kendaraan kami sendiri.",
      vehicleId: lainVehicleId,
    });
    expect(foreign?.isSuccessful).toBe(false);
    expect(foreign?.errorName).toBe("NotFound");
    const bad = await create(admin, {
      category: "lainnya",
      subject: "x",
      description: "pendek",
      attachments: ["https://evil.example/a.png"],
    });
    expect(bad?.isSuccessful).toBe(false);
    expect(bad?.errorName).toBe("ValidationError");
  });

  it("serves a ticket screenshot only to its company's ticket readers and the platform team; a ticket takes only its company's own", async () => {
    const url = (await upload(admin, PNG)).json().data.url as string;
    const fetch = (cookie?: string) =>
      app.app.inject({
        method: "GET",
        url,
        headers: { [CLIENT_HEADER]: "web", ...(cookie ? { cookie } : {}) },
      });
    const mine = await fetch(admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(mine.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect((await fetch(lain)).statusCode).toBe(404);
    expect((await fetch()).statusCode).toBe(401);
    expect((await fetch(await app.loginAs(["dashboard:read"]))).statusCode).toBe(403);
    expect((await fetch(await app.loginAs(["company_ticket:read"]))).statusCode).toBe(200);
    expect((await fetch(consoleCookie)).statusCode).toBe(200);

    const lainsScreenshot = (await upload(lain, PNG)).json().data.url as string;
    const ticket = {
      category: "data",
      subject: "Tangkapan layar",
      description: "Lihat tangkapan layar ini.",
    };
    const foreign = await create(admin, { ...ticket, attachments: [url, lainsScreenshot] });
    expect(foreign).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const created = await create(admin, { ...ticket, attachments: [url] });
    const replied = await app.graphql<{ replyCompanyTicket: Result }>(admin, REPLY, {
      input: { ticketId: created?.data?.id, body: "Satu lagi", attachments: [lainsScreenshot] },
    });
    expect(replied.data?.replyCompanyTicket).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
  });

  it("a console reply's image is private to the ticket's company and the platform team; an announcement's stays public", async () => {
    const silentDevice = { category: "device", subject: "GPS mati", description: "Tanpa posisi." };
    const ticketId = (await create(admin, silentDevice))?.data?.id as number;
    const consoleUpload = (cookie: string, path: string) => upload(cookie, PNG, path);
    const replyImagePath = `/api/console/company-tickets/${ticketId}/uploads`;
    expect((await consoleUpload(admin, replyImagePath)).statusCode).toBe(403);
    expect(
      (await consoleUpload(consoleCookie, "/api/console/company-tickets/999999/uploads")).statusCode,
    ).toBe(404);
    expect((await consoleUpload(consoleCookie, "/api/console/company-tickets/abc/uploads")).statusCode).toBe(
      400,
    );
    const url = (await consoleUpload(consoleCookie, replyImagePath)).json().data.url as string;
    const announcementImage = (await consoleUpload(consoleCookie, "/api/console/uploads")).json().data
      .url as string;

    const answer = (attachments: string[]) =>
      app.graphql<{ consoleReplyCompanyTicket: Result }>(consoleCookie, CONSOLE_REPLY, {
        input: { ticketId, body: "Lihat gambar ini.", status: "in_progress", attachments },
      });
    // neither a public console upload nor another company's screenshot becomes a reply's image
    const lainsScreenshot = (await upload(lain, PNG)).json().data.url as string;
    for (const foreign of [announcementImage, lainsScreenshot]) {
      expect((await answer([foreign])).data?.consoleReplyCompanyTicket).toMatchObject({
        isSuccessful: false,
        errorName: "ValidationError",
      });
    }
    const answered = (await answer([url])).data?.consoleReplyCompanyTicket;
    expect(answered?.isSuccessful).toBe(true);
    const seen = await app.graphql<{ companyTicket: { data: { messages: { attachments: string[] }[] } } }>(
      admin,
      GET,
      { id: ticketId },
    );
    expect(seen.data?.companyTicket.data.messages.at(-1)?.attachments).toEqual([url]);

    const fetch = (path: string, cookie: string) =>
      app.app.inject({ method: "GET", url: path, headers: { [CLIENT_HEADER]: "web", cookie } });
    const read = await fetch(url, admin);
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("private, no-store");
    expect((await fetch(url, await app.loginAs(["company_ticket:read"]))).statusCode).toBe(200);
    expect((await fetch(url, consoleCookie)).statusCode).toBe(200);
    expect((await fetch(url, lain)).statusCode).toBe(404);
    expect((await fetch(url, await app.loginAs(["dashboard:read"]))).statusCode).toBe(403);
    // the console's announcement and banner images stay readable by every signed-in user
    for (const cookie of [admin, lain, await app.loginAs(["dashboard:read"])]) {
      expect((await fetch(announcementImage, cookie)).statusCode).toBe(200);
    }
  });

  it("keeps tickets per company: another company neither lists, opens nor replies to them", async () => {
    const mine = await create(admin, {
      category: "billing",
      subject: "Tagihan ganda",
      description: "Tagihan bulan ini muncul dua kali.",
    });
    const id = mine?.data?.id as number;
    const theirs = await app.graphql<{ companyTickets: { data: { id: number }[] } }>(lain, LIST, {});
    expect(theirs.data?.companyTickets.data.map((row) => row.id)).not.toContain(id);
    const opened = await app.graphql<{ companyTicket: Result }>(lain, GET, { id });
    expect(opened.data?.companyTicket.isSuccessful).toBe(false);
    expect(opened.data?.companyTicket.errorName).toBe("NotFound");
    const replied = await app.graphql<{ replyCompanyTicket: Result }>(lain, REPLY, {
      input: { ticketId: id, body: "Saya bukan pemiliknya" },
    });
    expect(replied.data?.replyCompanyTicket.errorName).toBe("NotFound");
    // and only the console answers across companies
    for (const cookie of [admin, lain]) {
      const list = await app.graphql(cookie, CONSOLE_LIST, {});
      expect(list.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const answer = await app.graphql(cookie, CONSOLE_REPLY, {
        input: { ticketId: id, body: "Palsu", status: "done" },
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const withoutKey = await app.loginAs(["dashboard:read"]);
    expect((await app.graphql(withoutKey, LIST, {})).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await upload(withoutKey, PNG)).statusCode).toBe(403);
  });

  it("the console lists every company's tickets and answers; the company sees the reply, status and unread mark", async () => {
    const mine = await create(admin, {
      category: "data",
      subject: "Laporan kosong",
      description: "Laporan perjalanan kemarin kosong.",
    });
    const id = mine?.data?.id as number;
    const other = await create(lain, {
      category: "feature",
      subject: "Minta ekspor",
      description: "Mohon tambahkan ekspor Excel.",
    });
    const listed = await app.graphql<{
      consoleCompanyTickets: { data: { id: number; companyName: string }[] };
    }>(consoleCookie, CONSOLE_LIST, { filter: { status: "new", pagination: { page: 1, show: 100 } } });
    const names = new Set(listed.data?.consoleCompanyTickets.data.map((row) => row.companyName));
    expect(names.has("PT Armada Demo") && names.has("PT Lain")).toBe(true);
    expect(listed.data?.consoleCompanyTickets.data.map((row) => row.id)).toContain(other?.data?.id);

    const answered = await app.graphql<{ consoleReplyCompanyTicket: Result }>(consoleCookie, CONSOLE_REPLY, {
      input: { ticketId: id, body: "Mohon kirim tanggal laporannya.", status: "waiting_customer" },
    });
    expect(answered.data?.consoleReplyCompanyTicket.data?.status).toBe("waiting_customer");
    const [adminUser] = await app.database.db.select().from(users).where(eq(users.username, "admin"));
    const toCompany = await app.database.db
      .select()
      .from(emailMessages)
      .where(and(like(emailMessages.idempotencyKey, `company-ticket:${id}:%:company:%`)));
    expect(toCompany.length).toBe(adminUser?.email ? 1 : 0);

    const seen = await app.graphql<{ companyTicket: Result }>(admin, GET, { id });
    const ticket = seen.data?.companyTicket.data as Ticket;
    expect(ticket.unreadByCompany).toBe(true);
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        fromPlatform: true,
        body: "Mohon kirim tanggal laporannya.",
        status: "waiting_customer",
      }),
    ]);
    const again = await app.graphql<{ companyTicket: Result }>(admin, GET, { id });
    expect(again.data?.companyTicket.data?.unreadByCompany).toBe(false);

    const replied = await app.graphql<{ replyCompanyTicket: Result }>(admin, REPLY, {
      input: { ticketId: id, body: "Tanggal 12 November." },
    });
    expect(replied.data?.replyCompanyTicket.data?.status).toBe("in_progress");
    const page = await app.graphql<{
      companyTickets: { data: { id: number }[]; pagination: { total: number } };
    }>(admin, LIST, { filter: { status: "in_progress", pagination: { page: 1, show: 1 } } });
    expect(page.data?.companyTickets.data).toHaveLength(1);
    expect(page.data?.companyTickets.pagination.total).toBeGreaterThanOrEqual(1);
    const consoleSeen = await app.graphql<{ consoleCompanyTicket: Result }>(consoleCookie, CONSOLE_GET, {
      id,
    });
    expect(consoleSeen.data?.consoleCompanyTicket.data?.messages).toHaveLength(2);
  });

  it("a marketplace request opens a lead ticket; an unknown item is refused", async () => {
    const requested = await app.graphql<{ requestMarketplaceItem: Result }>(admin, REQUEST, {
      input: { itemId: "jt808-dashcam", note: "Untuk 12 truk" },
    });
    const ticket = requested.data?.requestMarketplaceItem.data as Ticket;
    expect(ticket).toMatchObject({ status: "new", marketplaceItemId: "jt808-dashcam" });
    const unknown = await app.graphql<{ requestMarketplaceItem: Result }>(admin, REQUEST, {
      input: { itemId: "nothing-here" },
    });
    expect(unknown.data?.requestMarketplaceItem.errorName).toBe("NotFound");
  });

  const NOTICES = `query { companyTicketNotices { isSuccessful errorName data { ticketId code companyName subject status forPlatform } } }`;
  const CLOSE = `mutation ($input: CloseCompanyTicketInput!) { closeCompanyTicket(input: $input) { ${TICKET_FIELDS} } }`;
  type Notice = { ticketId: number; companyName: string; status: string; forPlatform: boolean };
  const notices = async (cookie: string) =>
    (await app.graphql<{ companyTicketNotices: { data: Notice[] } }>(cookie, NOTICES)).data
      ?.companyTicketNotices.data ?? [];

  it("a console answer or status change puts a bell entry for the company; a company's message one for the console", async () => {
    const opened = await create(admin, {
      category: "device",
      subject: "Bel tiket",
      description: "Apakah bel muncul setelah dijawab?",
    });
    const id = opened?.data?.id as number;
    // the company wrote: the console's bell has it, the company's has not
    expect(await notices(consoleCookie)).toContainEqual(
      expect.objectContaining({ ticketId: id, forPlatform: true, companyName: "PT Armada Demo" }),
    );
    expect((await notices(admin)).map((notice) => notice.ticketId)).not.toContain(id);
    // the console opens it: its entry goes
    await app.graphql(consoleCookie, CONSOLE_GET, { id });
    expect(
      (await notices(consoleCookie)).some((notice) => notice.ticketId === id && notice.forPlatform),
    ).toBe(false);

    // the console answers and moves it: the company's users who read tickets get the entry; another company not
    await app.graphql(consoleCookie, CONSOLE_REPLY, {
      input: { ticketId: id, body: "Sedang kami periksa.", status: "in_progress" },
    });
    expect(await notices(admin)).toContainEqual(
      expect.objectContaining({ ticketId: id, forPlatform: false, status: "in_progress" }),
    );
    const operator = await app.login("operator");
    expect((await notices(operator)).map((notice) => notice.ticketId)).toContain(id);
    expect((await notices(lain)).map((notice) => notice.ticketId)).not.toContain(id);
    const withoutKey = await app.loginAs(["dashboard:read"]);
    expect(await notices(withoutKey)).toEqual([]);
    // opening the ticket clears it
    await app.graphql(admin, GET, { id });
    expect((await notices(admin)).map((notice) => notice.ticketId)).not.toContain(id);
    // a status change alone (the same answer box) puts it back
    await app.graphql(consoleCookie, CONSOLE_REPLY, {
      input: { ticketId: id, body: "Menunggu konfirmasi Anda.", status: "waiting_customer" },
    });
    expect(await notices(admin)).toContainEqual(
      expect.objectContaining({ ticketId: id, status: "waiting_customer" }),
    );
    // the company replies: the console's bell has it again
    await app.graphql(admin, REPLY, { input: { ticketId: id, body: "Sudah normal." } });
    expect(await notices(consoleCookie)).toContainEqual(
      expect.objectContaining({ ticketId: id, forPlatform: true }),
    );
  });

  it("a company closes its own ticket (selesai), the console sees it, and a reply opens it again", async () => {
    const opened = await create(admin, {
      category: "data",
      subject: "Tutup sendiri",
      description: "Masalah sudah selesai di sisi kami.",
    });
    const id = opened?.data?.id as number;
    await app.graphql(consoleCookie, CONSOLE_GET, { id });

    // another company cannot close it (nothing changes)
    const foreign = await app.graphql<{ closeCompanyTicket: Result }>(lain, CLOSE, {
      input: { ticketId: id },
    });
    expect(foreign.data?.closeCompanyTicket.errorName).toBe("NotFound");
    const withoutKey = await app.loginAs(["dashboard:read"]);
    expect(
      (await app.graphql(withoutKey, CLOSE, { input: { ticketId: id } })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const still = await app.graphql<{ consoleCompanyTicket: Result }>(consoleCookie, CONSOLE_GET, { id });
    expect(still.data?.consoleCompanyTicket.data).toMatchObject({ status: "new", messages: [] });

    const closed = await app.graphql<{ closeCompanyTicket: Result }>(admin, CLOSE, {
      input: { ticketId: id, note: "Sudah beres, terima kasih." },
    });
    expect(closed.data?.closeCompanyTicket.data?.status).toBe("done");
    expect(closed.data?.closeCompanyTicket.data?.messages).toEqual([
      expect.objectContaining({ fromPlatform: false, body: "Sudah beres, terima kasih.", status: "done" }),
    ]);
    // closing twice changes nothing more
    const twice = await app.graphql<{ closeCompanyTicket: Result }>(admin, CLOSE, {
      input: { ticketId: id },
    });
    expect(twice.data?.closeCompanyTicket.data?.messages).toHaveLength(1);

    // the console sees it closed, with a bell entry, and the platform team is told
    expect(await notices(consoleCookie)).toContainEqual(
      expect.objectContaining({ ticketId: id, forPlatform: true, status: "done" }),
    );
    const listed = await app.graphql<{ consoleCompanyTickets: { data: { id: number; status: string }[] } }>(
      consoleCookie,
      CONSOLE_LIST,
      { filter: { status: "done", pagination: { page: 1, show: 100 } } },
    );
    expect(listed.data?.consoleCompanyTickets.data).toContainEqual({
      id,
      companyName: "PT Armada Demo",
      status: "done",
    });
    const [consoleUser] = await app.database.db.select().from(users).where(eq(users.username, "console"));
    const mails = await app.database.db
      .select()
      .from(emailMessages)
      .where(like(emailMessages.idempotencyKey, `company-ticket:${id}:%:platform:%`));
    expect(mails.length).toBe(consoleUser?.email ? 2 : 0);

    // a reply opens it again for the platform team
    const replied = await app.graphql<{ replyCompanyTicket: Result }>(admin, REPLY, {
      input: { ticketId: id, body: "Ternyata muncul lagi." },
    });
    expect(replied.data?.replyCompanyTicket.data?.status).toBe("in_progress");
  });
});
