import { addDays, REPORT_ACCESS_KEYS, zonedDay } from "@armada/domain";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { auditEvents } from "../audit/index.js";
import { users } from "../auth/auth.tables.js";
import { companies } from "../company/index.js";
import { emailAttachments, emailMessages, whatsappMessages } from "../messaging/messaging.tables.js";
import { scheduledReportAudit, scheduledReportRuns, scheduledReports } from "./scheduledReports.tables.js";

const CREATE = `mutation ($input: ScheduledReportInput!) {
  createScheduledReport(input: $input) { isSuccessful errorName data { id nextRunAt } } }`;
const RUNS = `query ($id: Int!) { scheduledReportRuns(filter: { scheduledReportId: $id }) {
  isSuccessful errorName data { id trigger status periodStart periodEnd error rowCount size files recipients { channel address name } } } }`;

interface Run {
  id: number;
  trigger: string;
  status: string;
  periodStart: string;
  periodEnd: string;
  error: string | null;
  rowCount: number | null;
  size: number | null;
  files: string[];
  recipients: { channel: string; address: string; name: string | null }[];
}

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  reportKind: "utilisation",
  frequency: "DAILY",
  hour: 7,
  formats: ["xlsx", "pdf"],
  emails: ["manajer@contoh.co.id"],
  phones: ["0812-3456-7890"],
  ...extra,
});

async function xlsxRows(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("scheduled reports", () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let lain: string;
  let demoCompanyId: number;
  /**
   * The day a daily 07:00 report due now covers: the day before its latest 07:00 in Jakarta (before 07:00 that is
   * yesterday's, so the day before yesterday).
   */
  const coveredDay = addDays(zonedDay(new Date(Date.now() - 7 * 3_600_000), "Asia/Jakarta"), -1);

  const pass = (app: TestApp) => app.services.scheduledReports.pass();
  const create = async (cookie: string, name: string, extra: Record<string, unknown> = {}) => {
    const result = await t.graphql<{
      createScheduledReport: { isSuccessful: boolean; data: { id: number } };
    }>(cookie, CREATE, { input: input(name, extra) });
    expect(result.data?.createScheduledReport.isSuccessful).toBe(true);
    return result.data?.createScheduledReport.data.id ?? 0;
  };
  const runsOf = async (cookie: string, id: number) =>
    (await t.graphql<{ scheduledReportRuns: { data: Run[] | null } }>(cookie, RUNS, { id })).data
      ?.scheduledReportRuns.data ?? [];
  /** The schedule's time came `hoursAgo` hours ago. */
  const dueSince = (id: number, hoursAgo: number) =>
    t.database.db
      .update(scheduledReports)
      .set({ nextRunAt: new Date(Date.now() - hoursAgo * 3_600_000) })
      .where(eq(scheduledReports.id, id));

  beforeAll(async () => {
    t = await startTestApp();
    second = await startTestApp({}, { database: t.database });
    admin = await t.login("admin");
    lain = await t.login("lain");
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    demoCompanyId = demo?.id ?? 0;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("sends a due period once, even when two instances pass at the same time and pass again", async () => {
    const id = await create(admin, "Utilisasi harian");
    await dueSince(id, 1);
    await Promise.all([pass(t), pass(second)]);
    await pass(t);
    const runs = await runsOf(admin, id);
    expect(runs.map((run) => [run.trigger, run.status, run.periodStart, run.periodEnd])).toEqual([
      ["SCHEDULED", "SENT", coveredDay, coveredDay],
    ]);
    const [schedule] = await t.database.db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
    expect(schedule?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("sends the latest period a server that was down owes, once, when it is back", async () => {
    const id = await create(admin, "Utilisasi setelah mati");
    await dueSince(id, 72);
    await pass(t);
    await pass(second);
    expect((await runsOf(admin, id)).map((run) => [run.status, run.periodStart])).toEqual([
      ["SENT", coveredDay],
    ]);
  });

  it("e-mails the files attached and sends the link by WhatsApp, through the outbox", async () => {
    const id = await create(admin, "Utilisasi lampiran");
    await dueSince(id, 1);
    await pass(t);
    const [run] = await runsOf(admin, id);
    expect(run?.status).toBe("SENT");
    expect(run?.files).toEqual(["xlsx", "pdf"]);
    expect(run?.recipients).toEqual([
      { channel: "email", address: "manajer@contoh.co.id", name: null },
      { channel: "whatsapp", address: "+6281234567890", name: null },
    ]);
    const [email] = await t.database.db
      .select()
      .from(emailMessages)
      .where(like(emailMessages.idempotencyKey, `scheduled-report:${run?.id}:email:%`));
    expect(email?.subject).toBe(
      `Laporan terjadwal: Utilisasi lampiran (${coveredDay.split("-").reverse().join("/")})`,
    );
    const attachments = await t.database.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailMessageId, email?.id ?? 0));
    expect(attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      [`utilisasi-armada-${coveredDay}-${coveredDay}.xlsx`, expect.stringContaining("spreadsheetml")],
      [`utilisasi-armada-${coveredDay}-${coveredDay}.pdf`, "application/pdf"],
    ]);
    const rows = await xlsxRows(attachments[0]?.content ?? Buffer.alloc(0));
    expect(rows[0]?.[0]).toBe("Kendaraan");
    expect(rows.length - 1).toBe(run?.rowCount);
    expect(run?.rowCount).toBeGreaterThan(0);
    expect(attachments[1]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    // the outbox worker (log transport) takes the e-mail with its files
    await vi.waitFor(
      async () => {
        const [sent] = await t.database.db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.id, email?.id ?? 0));
        expect(sent?.status).toBe("stored");
      },
      { timeout: 15_000, interval: 100 },
    );

    const [whatsapp] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.idempotencyKey, `scheduled-report:${run?.id}:whatsapp:%`));
    expect(whatsapp?.recipientPhone).toBe("+6281234567890");
    const link = new URL(/https?:\/\/\S+/u.exec(whatsapp?.body ?? "")?.[0] ?? "");
    const download = await t.app.inject({ method: "GET", url: link.pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain(".xlsx");
    expect((await xlsxRows(download.rawPayload)).length - 1).toBe(run?.rowCount);
    const pdf = await t.app.inject({ method: "GET", url: `${link.pathname}?format=pdf` });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // each link download is an export of the run's company, by nobody signed in, never with the link's token
    const linkDownloads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "export.download"), eq(auditEvents.targetId, String(run?.id))));
    expect(
      linkDownloads.map(({ companyId, actorUserId, details }) => ({ companyId, actorUserId, details })),
    ).toEqual(
      ["xlsx", "pdf"].map((format) => ({
        companyId: demoCompanyId,
        actorUserId: null,
        details: { report: "utilisation", format, via: "link" },
      })),
    );
    expect(JSON.stringify(linkDownloads)).not.toContain(link.pathname.slice(-32));
    const wrong = await t.app.inject({
      method: "GET",
      url: link.pathname.replace(/[\w-]{32}$/u, "x".repeat(32)),
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("one bad schedule blocks none: an unreadable rule is skipped, a run its owner may not make fails", async () => {
    const good = await create(admin, "Utilisasi baik");
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    const [broken] = await t.database.db
      .insert(scheduledReports)
      .values({
        companyId: owner?.companyId ?? 0,
        name: "Rusak",
        reportKind: "utilisation",
        frequency: "WEEKLY",
        weekday: null,
        hour: 7,
        formats: ["xlsx"],
        emails: ["rusak@contoh.co.id"],
        nextRunAt: new Date(Date.now() - 3_600_000),
        ownerId: owner?.id ?? 0,
      })
      .returning();
    // its maker holds the report's key, then loses it
    const keyless = await t.loginAs([REPORT_ACCESS_KEYS.utilisation]);
    const refused = await create(keyless, "Tanpa akses");
    await t.database.db.execute(
      sql`update roles set access_keys = '{}' where id = (select role_id from users where id = (select owner_id from scheduled_reports where id = ${refused}))`,
    );
    await dueSince(good, 1);
    await dueSince(refused, 1);
    await pass(t);
    expect((await runsOf(admin, good)).map((run) => run.status)).toEqual(["SENT"]);
    expect((await runsOf(admin, refused)).map((run) => [run.status, run.error])).toEqual([
      ["FAILED", "Anda tidak memiliki akses untuk tindakan ini."],
    ]);
    const brokenRuns = await t.database.db
      .select()
      .from(scheduledReportRuns)
      .where(eq(scheduledReportRuns.scheduledReportId, broken?.id ?? 0));
    expect(brokenRuns).toEqual([]);
  });

  it("sends now, keeps the history with its files for the company and audits every change", async () => {
    const id = await create(admin, "Utilisasi manual", { frequency: "MONTHLY", monthDay: 31, hour: 6 });
    const sent = await t.graphql<{ sendScheduledReportNow: { isSuccessful: boolean; data: { id: number } } }>(
      admin,
      `mutation ($id: Int!) { sendScheduledReportNow(input: { scheduledReportId: $id }) { isSuccessful data { id } } }`,
      { id },
    );
    expect(sent.data?.sendScheduledReportNow.isSuccessful).toBe(true);
    await t.jobsSettled();
    const [run] = await runsOf(admin, id);
    expect(run).toMatchObject({ trigger: "MANUAL", status: "SENT", files: ["xlsx", "pdf"] });
    expect(run?.periodStart.endsWith("-01")).toBe(true);
    const file = await t.app.inject({
      method: "GET",
      url: `/api/scheduled-reports/runs/${run?.id}/files/xlsx`,
      headers: { cookie: admin, "x-armada-client": "web" },
    });
    expect(file.statusCode).toBe(200);
    expect((await xlsxRows(file.rawPayload)).length - 1).toBe(run?.rowCount);
    const recorded = await t.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ["scheduled_report.send", "export.download"]))
      .orderBy(asc(auditEvents.id));
    const ofThisSchedule = recorded.filter(
      (entry) =>
        entry.targetId === String(id) ||
        (entry.targetId === String(run?.id) && entry.targetType === "export"),
    );
    expect(
      ofThisSchedule.map(({ companyId, actorName, action, targetLabel, details }) => ({
        companyId,
        actorName,
        action,
        targetLabel,
        details,
      })),
    ).toEqual([
      {
        companyId: demoCompanyId,
        actorName: "Admin Armada",
        action: "scheduled_report.send",
        targetLabel: "Utilisasi manual",
        details: {
          report: "utilisation",
          formats: "xlsx, pdf",
          period: `${run?.periodStart} – ${run?.periodEnd}`,
          recipients: 2,
        },
      },
      {
        companyId: demoCompanyId,
        actorName: "Admin Armada",
        action: "export.download",
        targetLabel: expect.stringMatching(/\.xlsx$/u),
        details: { report: "utilisation", format: "xlsx", via: "history" },
      },
    ]);
    const other = await t.app.inject({
      method: "GET",
      url: `/api/scheduled-reports/runs/${run?.id}/files/xlsx`,
      headers: { cookie: lain, "x-armada-client": "web" },
    });
    expect(other.statusCode).toBe(404);

    await t.graphql(
      admin,
      `mutation ($id: Int!) { setScheduledReportPaused(input: { scheduledReportId: $id, paused: true }) { isSuccessful } }`,
      { id },
    );
    await t.graphql(
      admin,
      `mutation ($input: UpdateScheduledReportInput!) { updateScheduledReport(input: $input) { isSuccessful } }`,
      { input: { id, schedule: input("Utilisasi manual 2", { frequency: "WEEKLY", weekday: 1 }) } },
    );
    await t.graphql(
      admin,
      `mutation ($id: Int!) { deleteScheduledReport(input: { scheduledReportId: $id }) { isSuccessful } }`,
      { id },
    );
    const audit = await t.database.db
      .select()
      .from(scheduledReportAudit)
      .where(eq(scheduledReportAudit.scheduledReportId, id));
    expect(audit.map((entry) => entry.action)).toEqual(["create", "sendNow", "pause", "update", "delete"]);
    expect(audit.at(-2)?.newData).toMatchObject({
      name: "Utilisasi manual 2",
      frequency: "WEEKLY",
      weekday: 1,
    });
    expect(
      await t.database.db
        .select()
        .from(scheduledReportRuns)
        .where(and(eq(scheduledReportRuns.scheduledReportId, id))),
    ).toEqual([]);
  });

  it("refuses another company's vehicle, people and invalid recipients, in the caller's language", async () => {
    const [other] = await t.database.db.select().from(users).where(eq(users.username, "lain"));
    const result = await t.graphql<{
      createScheduledReport: { isSuccessful: boolean; errorName: string };
    }>(admin, CREATE, { input: input("Salah", { userIds: [other?.id], phones: ["12"] }) });
    expect(result.data?.createScheduledReport).toEqual(
      expect.objectContaining({ isSuccessful: false, errorName: "ValidationError" }),
    );
  });
});
