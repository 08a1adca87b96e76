import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  formatZonedTime,
  type Language,
  parseIndonesianPhone,
  type ScheduledReportFormat,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { ModuleServices } from "../../platform/moduleDefinition.js";
import { enqueueEmail, enqueueWhatsApp } from "../messaging/index.js";
import {
  findCompanyUsers,
  findOwner,
  findSchedule,
  type ScheduledReportRow,
} from "./scheduledReportRepository.js";
import {
  finishRun,
  insertFiles,
  type ScheduledReportRunRow,
  takeRun,
} from "./scheduledReportRunRepository.js";
import type { RunRecipient } from "./scheduledReports.tables.js";

type Reports = ModuleServices["reports"]["reports"];

const DAY_MS = 86_400_000;
/** How long a run's download link holds. */
export const LINK_DAYS = 7;
/** How long a run's files are kept (downloadable from the history). */
export const FILE_DAYS = 30;
/** Larger files go by link only: mail servers refuse big messages. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** How long a run may take before another pass may take it again (its process is taken for dead). */
const LEASE_MS = 15 * 60_000;

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

const dayText = (day: string) => day.split("-").reverse().join("/");

const TEXTS = {
  id: {
    subject: (name: string, period: string) => `Laporan terjadwal: ${name} (${period})`,
    body: (name: string, period: string, rows: number, attached: boolean, link: string, until: string) =>
      [
        `Laporan "${name}" periode ${period} (${rows.toLocaleString("id-ID")} baris).`,
        attached ? "Berkas terlampir." : "Berkas terlalu besar untuk dilampirkan.",
        `Unduh sampai ${until}: ${link}`,
        "",
        "Dikirim otomatis oleh Armada.",
      ].join("\n"),
    whatsapp: (name: string, period: string, link: string, until: string) =>
      `Armada: laporan "${name}" periode ${period} siap. Unduh sampai ${until}: ${link}`,
  },
  en: {
    subject: (name: string, period: string) => `Scheduled report: ${name} (${period})`,
    body: (name: string, period: string, rows: number, attached: boolean, link: string, until: string) =>
      [
        `Report "${name}" for ${period} (${rows.toLocaleString("en-US")} rows).`,
        attached ? "The files are attached." : "The files are too large to attach.",
        `Download until ${until}: ${link}`,
        "",
        "Sent automatically by Armada.",
      ].join("\n"),
    whatsapp: (name: string, period: string, link: string, until: string) =>
      `Armada: report "${name}" for ${period} is ready. Download until ${until}: ${link}`,
  },
} as const;

/** Where a schedule goes: its people's e-mail and WhatsApp (each in their language), then the free addresses. */
async function recipientsOf(db: Db, schedule: ScheduledReportRow) {
  const people = await findCompanyUsers(db, schedule.companyId, schedule.userIds);
  const language = (value: string | null): Language => (value === "en" ? "en" : "id");
  const emails = new Map<string, { name: string | null; language: Language }>();
  const phones = new Map<string, { name: string | null; language: Language }>();
  for (const person of people) {
    if (person.email)
      emails.set(person.email.toLowerCase(), { name: person.name, language: language(person.language) });
    const phone = person.phoneNo ? parseIndonesianPhone(person.phoneNo) : null;
    if (phone) phones.set(phone, { name: person.name, language: language(person.language) });
  }
  for (const email of schedule.emails)
    if (!emails.has(email)) emails.set(email, { name: null, language: schedule.language });
  for (const phone of schedule.phones)
    if (!phones.has(phone)) phones.set(phone, { name: null, language: schedule.language });
  return { emails, phones };
}

/**
 * Makes and sends runs of scheduled reports: the report run as the schedule's owner over the run's period, written
 * as each of the schedule's files, kept for FILE_DAYS; then, in one transaction, the files stored, an e-mail per
 * address (the files attached up to MAX_ATTACHMENT_BYTES, and the download link) and a WhatsApp per number (the
 * link, LINK_DAYS) queued in the shared outbox, keyed by the run so a retaken run queues nothing twice, and the run
 * marked SENT. A failure (the owner lost the report's key, the vehicle is gone, …) marks the run FAILED with its
 * reason; it never stops the other runs.
 */
export function createRunSender(
  db: Db,
  reports: Reports,
  options: { publicUrl: string; log: Pick<FastifyBaseLogger, "warn" | "error">; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  async function filesOf(schedule: ScheduledReportRow, run: ScheduledReportRunRow) {
    const owner = await findOwner(db, schedule.ownerId);
    if (!owner || owner.companyId !== schedule.companyId)
      throw new AppError("ScheduledReportOwnerInactive", 409);
    const filter = {
      startDate: run.periodStart,
      endDate: run.periodEnd,
      ...(schedule.vehicleId ? { vehicleId: schedule.vehicleId } : {}),
      ...(schedule.vgroupId ? { vgroupId: schedule.vgroupId } : {}),
    };
    const files: { format: ScheduledReportFormat; fileName: string; contentType: string; content: Buffer }[] =
      [];
    let rowCount = 0;
    for (const format of schedule.formats) {
      const file = await reports.exportFile(owner, schedule.reportKind, filter, schedule.language, format);
      try {
        files.push({
          format,
          fileName: `${file.fileName.replace(/\.\w+$/, "")}-${run.periodStart}-${run.periodEnd}.${format}`,
          contentType: file.contentType,
          content: await readFile(file.path),
        });
        rowCount = file.rowCount;
      } finally {
        await file.remove();
      }
    }
    return { files, rowCount, zone: owner.companyTimeZone };
  }

  async function send(run: ScheduledReportRunRow) {
    const schedule = await findSchedule(db, run.companyId, run.scheduledReportId);
    if (!schedule) return;
    const { files, rowCount, zone } = await filesOf(schedule, run);
    const { emails, phones } = await recipientsOf(db, schedule);
    const token = randomBytes(24).toString("base64url");
    const link = `${options.publicUrl.replace(/\/$/, "")}/api/scheduled-reports/download/${token}`;
    const linkExpiresAt = new Date(now().getTime() + LINK_DAYS * DAY_MS);
    const until = formatZonedTime(linkExpiresAt, zone);
    const period =
      run.periodStart === run.periodEnd
        ? dayText(run.periodStart)
        : `${dayText(run.periodStart)} – ${dayText(run.periodEnd)}`;
    const size = files.reduce((sum, file) => sum + file.content.length, 0);
    const attach = size <= MAX_ATTACHMENT_BYTES;
    const recipients: RunRecipient[] = [];
    await db.transaction(async (tx) => {
      await insertFiles(tx, run.id, files);
      for (const [address, { name, language }] of emails) {
        const text = TEXTS[language];
        await enqueueEmail(tx, {
          companyId: schedule.companyId,
          recipientEmail: address,
          subject: text.subject(schedule.name, period),
          body: text.body(schedule.name, period, rowCount, attach, link, until),
          idempotencyKey: `scheduled-report:${run.id}:email:${address}`,
          attachments: attach
            ? files.map(({ fileName, contentType, content }) => ({ fileName, contentType, content }))
            : [],
        });
        recipients.push({ channel: "email", address, name });
      }
      for (const [address, { name, language }] of phones) {
        await enqueueWhatsApp(tx, {
          companyId: schedule.companyId,
          recipientPhone: address,
          body: TEXTS[language].whatsapp(schedule.name, period, link, until),
          kind: "scheduled-report",
          idempotencyKey: `scheduled-report:${run.id}:whatsapp:${address}`,
        });
        recipients.push({ channel: "whatsapp", address, name });
      }
      await finishRun(
        tx,
        run.id,
        {
          status: "SENT",
          recipients,
          rowCount,
          size,
          linkTokenHash: hashLinkToken(token),
          linkExpiresAt,
          filesKeptUntil: new Date(now().getTime() + FILE_DAYS * DAY_MS),
        },
        now(),
      );
    });
  }

  async function make(run: ScheduledReportRunRow) {
    try {
      await send(run);
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) options.log.error({ err: error, runId: run.id }, "scheduled report run failed");
      await finishRun(
        db,
        run.id,
        {
          status: "FAILED",
          error: known ? error.errorName : "InternalError",
          errorParams: known ? error.params : null,
        },
        now(),
      );
    }
  }

  const lease = () => new Date(now().getTime() + LEASE_MS);

  return {
    /** Makes the run `id` if no one else has taken it. */
    async makeRun(id: number) {
      try {
        const run = await takeRun(db, now(), lease(), id);
        if (run) await make(run);
      } catch (error) {
        // the run stays waiting: the next pass of the schedules takes it
        options.log.error({ err: error, runId: id }, "scheduled report run not taken");
      }
    },
    /** Makes every run waiting (or abandoned), oldest first, one at a time; answers how many. */
    async makeWaiting() {
      let made = 0;
      for (let run = await takeRun(db, now(), lease()); run; run = await takeRun(db, now(), lease())) {
        await make(run);
        made += 1;
      }
      return made;
    },
  };
}

export type RunSender = ReturnType<typeof createRunSender>;
