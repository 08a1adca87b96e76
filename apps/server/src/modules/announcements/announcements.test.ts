import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import { CLIENT_HEADER } from "../../http/securityPlugin.js";
import { openTestSocket, type TestSocket, waitFor } from "../../testing/socketClient.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { users } from "../auth/auth.tables.js";
import { companies } from "../company/company.tables.js";
import { setCompanyFeatureFlag } from "../feature-flags/featureFlagRepository.js";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const MP4_HEADER = Buffer.concat([Buffer.from("00000020", "hex"), Buffer.from("ftypisom"), Buffer.alloc(64)]);

// Two instances over one database and one in-process bus (the shape of two servers on one NATS).
describe("announcements (system notifications) and the platform console", () => {
  const bus = createMemoryEventBus();
  const dataDir = mkdtempSync(join(tmpdir(), "armada-media-"));
  let a: TestApp;
  let b: TestApp;
  let consoleCookie: string;
  let admin: string;
  let lain: string;
  let demoId: number;
  let lainId: number;
  let adminId: number;
  const sockets: TestSocket[] = [];

  const announce = (body: Record<string, unknown>) =>
    a.rest(consoleCookie, "POST", "/api/console/system-notification", {
      description: "Isi pengumuman",
      action: "none",
      ...body,
    });
  const upload = (cookie: string, bytes: Buffer, type = "application/octet-stream") =>
    a.app.inject({
      method: "POST",
      url: "/api/console/uploads",
      headers: { [CLIENT_HEADER]: "web", cookie, "content-type": type },
      payload: bytes,
    });

  beforeAll(async () => {
    a = await startTestApp({ DATA_DIR: dataDir }, { bus });
    b = await startTestApp({ DATA_DIR: dataDir }, { database: a.database, bus });
    consoleCookie = await a.login("console");
    admin = await a.login("admin");
    lain = await a.login("lain");
    const rows = await a.database.db.select().from(companies);
    demoId = rows.find((row) => row.name === "PT Armada Demo")?.id ?? 0;
    lainId = rows.find((row) => row.name === "PT Lain")?.id ?? 0;
    const [adminRow] = await a.database.db.select().from(users).where(eq(users.username, "admin"));
    adminId = adminRow?.id ?? 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await b.close();
    await a.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends platform staff to the console on login; company users cannot reach the console", async () => {
    const login = await a.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { [CLIENT_HEADER]: "web" },
      payload: { username: "console", password: "armada-demo" },
    });
    expect(login.json().data.redirectTo).toBe("/console/");
    for (const cookie of [admin, lain]) {
      expect((await a.rest(cookie, "GET", "/api/console/system-notification")).status).toBe(403);
      expect((await a.rest(cookie, "GET", "/api/console/companies")).status).toBe(403);
      expect((await upload(cookie, PNG)).statusCode).toBe(403);
      const created = await a.rest(cookie, "POST", "/api/console/system-notification", {
        header: "Palsu",
        description: "x",
        action: "none",
      });
      expect(created.status).toBe(403);
    }
    expect((await a.rest(null, "GET", "/api/console/system-notification")).status).toBe(401);
    // and the console's staff hold no company keys
    expect((await a.rest(consoleCookie, "GET", "/api/system-notification")).status).toBe(403);
  });

  it("checks an upload's type by its bytes and its size, stores it and serves it to signed-in users", async () => {
    expect((await upload(consoleCookie, Buffer.from("<svg onload=alert(1)>"), "image/png")).statusCode).toBe(
      415,
    );
    expect((await upload(consoleCookie, Buffer.concat([PNG, Buffer.alloc(2_100_000)]))).statusCode).toBe(413);
    const stored = await upload(consoleCookie, PNG, "image/png");
    expect(stored.statusCode).toBe(200);
    const { url } = stored.json().data as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await b.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await b.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (
        await b.app.inject({
          method: "GET",
          url: "/api/uploads/..%2f..%2fetc%2fpasswd",
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
    const video = await upload(consoleCookie, MP4_HEADER, "video/mp4");
    expect(video.json().data.url).toMatch(/\.mp4$/);
  });

  it("refuses an action whose data does not fit it, in the caller's language", async () => {
    const refused = await a.rest(consoleCookie, "POST", "/api/console/system-notification", {
      header: "Tautan",
      description: "x",
      action: "external_link",
      data: { url: "javascript:alert(1)" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorName).toBe("ValidationError");
  });

  it("an announcement written on one instance reaches the aimed users' sockets on the other, live", async () => {
    const url = (await b.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const open = async (cookie: string, channel: string) => {
      const socket = openTestSocket(`${url}/ws`, { cookie });
      sockets.push(socket);
      await socket.opened;
      socket.socket.send(JSON.stringify({ type: "update_tags", payload: { channels: [channel] } }));
      return socket;
    };
    const [lainRow] = await a.database.db.select().from(users).where(eq(users.username, "lain"));
    const adminSocket = await open(admin, `system-notif-${adminId}`);
    const lainSocket = await open(lain, `system-notif-${lainRow?.id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const created = await announce({
      header: "Hanya untuk PT Armada Demo",
      companyIds: [demoId],
      action: "external_link",
      data: { url: "https://armada.id/" },
    });
    expect(created.status).toBe(200);
    const channel = `system-notif-${adminId}`;
    await waitFor(() => adminSocket.messages(channel).length >= 1, 5_000);
    const [message] = adminSocket.messages<{ data: Record<string, unknown> }>(channel);
    expect(message?.data).toMatchObject({
      system_notif_header: "Hanya untuk PT Armada Demo",
      action: "external_link",
      is_read: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lainSocket.texts.some((text) => text.includes("Hanya untuk PT Armada Demo"))).toBe(false);
  });

  it("lists, counts, details and marks read per user and company; another company's uuid is not found", async () => {
    await announce({ header: "Untuk semua", action: "none" });
    const lainOnly = await announce({ header: "Hanya PT Lain", companyIds: [lainId], action: "none" });
    const scheduled = await announce({
      header: "Nanti",
      action: "none",
      publishOn: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.body.data.delivered_on).toBeNull();

    const list = await a.rest(admin, "GET", "/api/system-notification?limit=10&page=1");
    const headers = list.body.data.paginated_result.map((row: { title: string }) => row.title);
    expect(headers).toContain("Untuk semua");
    expect(headers).toContain("Hanya untuk PT Armada Demo");
    expect(headers).not.toContain("Hanya PT Lain");
    expect(headers).not.toContain("Nanti");
    expect(list.body.data.metadata.total_count).toBe(headers.length);

    const hidden = lainOnly.body.data.system_notification_uuid as string;
    expect((await a.rest(admin, "GET", `/api/system-notification/${hidden}`)).status).toBe(404);
    const markOther = await a.rest(admin, "PATCH", "/api/system-notification/read", {
      is_read: true,
      system_notification_uuid: hidden,
    });
    expect(markOther.status).toBe(404);
    expect((await a.rest(lain, "GET", `/api/system-notification/${hidden}`)).body.data.action).toBe("none");

    const unread = async (cookie: string) =>
      (await a.rest(cookie, "GET", "/api/system-notification/unread-total")).body.data.total as number;
    expect(await unread(admin)).toBe(2);
    const first = list.body.data.paginated_result[0].system_notification_uuid as string;
    const read = await a.rest(admin, "PATCH", "/api/system-notification/read", {
      is_read: true,
      updated_on: new Date().toISOString(),
      system_notification_uuid: first,
    });
    expect(read.body).toMatchObject({ isSuccessful: true });
    expect(read.body.data.total).toBe(1);
    expect((await a.rest(admin, "GET", `/api/system-notification/${first}`)).body.data.is_read).toBe(true);
    // another user of the same company still has both unread
    const operator = await a.login("operator");
    expect(await unread(operator)).toBe(2);
    await a.rest(admin, "PATCH", "/api/system-notification/read", { is_read: true });
    expect(await unread(admin)).toBe(0);

    const consoleList = await a.rest(consoleCookie, "GET", "/api/console/system-notification");
    const row = consoleList.body.data.paginated_result.find(
      (entry: { title: string }) => entry.title === "Untuk semua",
    );
    expect(row.read_count).toBe(1);
  });

  it("needs system_notification:read and the company's vsms2_system_notification flag", async () => {
    const withoutKey = await a.loginAs(["alert_rule_template:read"]);
    expect((await a.rest(withoutKey, "GET", "/api/system-notification")).status).toBe(403);
    await setCompanyFeatureFlag(a.database.db, lainId, "vsms2_system_notification", false);
    expect((await a.rest(lain, "GET", "/api/system-notification/unread-total")).status).toBe(403);
    await setCompanyFeatureFlag(a.database.db, lainId, "vsms2_system_notification", true);
    expect((await a.rest(lain, "GET", "/api/system-notification/unread-total")).status).toBe(200);
  });

  it("publishes a scheduled announcement once its time has come, once across instances", async () => {
    const published: unknown[] = [];
    const stop = bus.subscribe("system-notifications-published", (event) => published.push(event));
    await announce({
      header: "Terjadwal",
      action: "none",
      publishOn: new Date(Date.now() + 200).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = await Promise.all([
      a.services.announcements.deliverDue(),
      b.services.announcements.deliverDue(),
    ]);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(1);
    expect(published).toHaveLength(1);
    stop();
  });

  it("deletes an announcement from the console (not found the second time)", async () => {
    const created = await announce({ header: "Hapus saya", action: "none" });
    const uuid = created.body.data.system_notification_uuid as string;
    expect((await a.rest(consoleCookie, "DELETE", `/api/console/system-notification/${uuid}`)).status).toBe(
      200,
    );
    expect((await a.rest(consoleCookie, "DELETE", `/api/console/system-notification/${uuid}`)).status).toBe(
      404,
    );
    expect((await a.rest(admin, "GET", `/api/system-notification/${uuid}`)).status).toBe(404);
  });
});
