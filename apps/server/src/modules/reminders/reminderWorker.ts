import {
  ALERT_CODE,
  DOCUMENT_TYPE_LABELS,
  documentReminderDue,
  expiryPhrase,
  parseIndonesianPhone,
  type ReminderDue,
  serviceDue,
  serviceReminderCycle,
  serviceReminderDue,
  zonedDay,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import type { ExternalAlert, ExternalAlerts } from "../alerts/index.js";
import { findCurrentDocuments, findDocumentRules } from "../documents/index.js";
import { findVehicleMeters } from "../maintenance/index.js";
import { enqueueEmail, enqueueWhatsApp } from "../messaging/index.js";
import { enqueueUserPushes } from "../push/index.js";
import { recipientWarnings, validEmail } from "./recipientWarnings.js";
import {
  type CompanyReminderSettings,
  claimReminder,
  findChosenRecipients,
  findCompanySettings,
  findResponsibleUsers,
  findServiceItems,
  findVehiclePlaces,
  type ReminderClaimInput,
  type ReminderRecipient,
} from "./reminderRepository.js";

/** A reminder reached on this pass: its claim, the texts, its page, and where the in-app alert shows. */
interface DueReminder {
  claim: ReminderClaimInput;
  text: { id: string; en: string };
  url: string;
  accessKey: string;
  alert: Omit<ExternalAlert, "time"> | null;
}

function serviceText(
  plan: string,
  item: string,
  plate: string,
  due: ReminderDue,
): { id: string; en: string } {
  const what = { id: `Servis ${item} (${plan})`, en: `Service ${item} (${plan})` };
  if (due.threshold.endsWith("_DUE"))
    return { id: `${what.id} ${plate} sudah jatuh tempo`, en: `${what.en} of ${plate} is due` };
  if (due.threshold.endsWith("_NOTICE"))
    return { id: `${what.id} ${plate} segera jatuh tempo`, en: `${what.en} of ${plate} is coming due` };
  const days = due.daysLeft ?? 0;
  if (days < 0)
    return {
      id: `${what.id} ${plate} terlambat ${-days} hari`,
      en: `${what.en} of ${plate} is ${-days} days overdue`,
    };
  if (days === 0)
    return { id: `${what.id} ${plate} jatuh tempo hari ini`, en: `${what.en} of ${plate} is due today` };
  return {
    id: `${what.id} ${plate} jatuh tempo ${days} hari lagi`,
    en: `${what.en} of ${plate} is due in ${days} days`,
  };
}

const alertAt = (
  companyId: number,
  vehicleId: number,
  place: { lat: number; lng: number } | undefined,
  alertCode: number,
  text: string,
  threshold: string,
): Omit<ExternalAlert, "time"> | null =>
  place
    ? { companyId, vehicleId, ...place, alertCode, alertData: `${text}|`, additionalData: { threshold } }
    : null;

/**
 * Vehicle and driver document expiries and service plan items coming due (issue 34): at the company's lead days
 * (and a document type's own reminder days, a plan item's notice), each reminder is claimed once per (item, cycle,
 * threshold) in the transaction that queues its WhatsApp, e-mail and web push (on the company's channels) to the
 * users the company chose, each on their channels, or by default to the responsible users (the company's users
 * whose role holds vehicle_docs:update, user_docs:update for a SIM, or maintenance:update), then raised as an in-app
 * alert (144, 145; a SIM's on the vehicle its driver drives) for the rules that pick it. Two instances, a restart or a second pass send each reminder once.
 */
export function createReminderWorker(db: Db, alerts: Pick<ExternalAlerts, "raise">) {
  async function documentReminders(company: CompanyReminderSettings, today: string) {
    const rules = await findDocumentRules(db, company.companyId);
    const docs = await findCurrentDocuments(db, company.companyId);
    const places = await findVehiclePlaces(db, company.companyId, [
      ...new Set(docs.flatMap((doc) => doc.vehicleId ?? doc.drivenVehicleId ?? [])),
    ]);
    const due: DueReminder[] = [];
    for (const doc of docs) {
      const reminder = documentReminderDue(doc.expiresOn, today, [
        ...company.leadDays,
        rules[doc.type].reminderDays,
      ]);
      if (!reminder) continue;
      const phrase = expiryPhrase(DOCUMENT_TYPE_LABELS[doc.type], reminder.daysLeft ?? 0);
      const owner = doc.vehicleId === null ? doc.driverName : doc.licensePlate;
      const text = {
        id: `${phrase.id}: ${owner} (${doc.number})`,
        en: `${phrase.en}: ${owner} (${doc.number})`,
      };
      // a driver's SIM shows on the vehicle they drive
      const alertVehicleId = doc.vehicleId ?? doc.drivenVehicleId;
      const place = alertVehicleId === null ? undefined : places.get(alertVehicleId);
      due.push({
        claim: {
          companyId: company.companyId,
          subject: "DOCUMENT",
          subjectId: doc.id,
          vehicleId: doc.vehicleId,
          cycle: doc.expiresOn,
          threshold: reminder.threshold,
          message: text.id,
        },
        text,
        url: "/license",
        accessKey: doc.vehicleId === null ? "user_docs:update" : "vehicle_docs:update",
        alert:
          alertVehicleId === null
            ? null
            : alertAt(
                company.companyId,
                alertVehicleId,
                place,
                ALERT_CODE.documentExpiring,
                text.id,
                reminder.threshold,
              ),
      });
    }
    return due;
  }

  async function serviceReminders(company: CompanyReminderSettings, today: string) {
    const items = await findServiceItems(db, company.companyId);
    const meters = await findVehicleMeters(db, company.companyId, [
      ...new Set(items.map((row) => row.vehicleId)),
    ]);
    const due: DueReminder[] = [];
    for (const { item, planName, vehicleId, lat, lng } of items) {
      const meter = meters.get(vehicleId);
      if (!meter) continue;
      const baseline = {
        day: item.lastServiceDay,
        odometerKm: item.lastServiceOdometerKm,
        engineHours: item.lastServiceEngineHours,
      };
      const state = serviceDue(item, baseline, {
        odometerKm: meter.odometerKm,
        engineHours: meter.engineHours,
        today,
      });
      const leadDays = item.noticeDays === null ? company.leadDays : [...company.leadDays, item.noticeDays];
      const reminder = serviceReminderDue(state, item, leadDays);
      if (!reminder) continue;
      const text = serviceText(planName, item.name, meter.licensePlate, reminder);
      due.push({
        claim: {
          companyId: company.companyId,
          subject: "SERVICE_ITEM",
          subjectId: item.id,
          vehicleId,
          cycle: serviceReminderCycle(baseline),
          threshold: reminder.threshold,
          message: text.id,
        },
        text,
        url: "/maintenance",
        accessKey: "maintenance:update",
        alert: alertAt(
          company.companyId,
          vehicleId,
          lat === null || lng === null ? undefined : { lat, lng },
          ALERT_CODE.serviceDue,
          text.id,
          reminder.threshold,
        ),
      });
    }
    return due;
  }

  /** Claims one reminder and queues its messages in one transaction; false when it was claimed before. */
  function send(company: CompanyReminderSettings, reminder: DueReminder, recipients: ReminderRecipient[]) {
    return db.transaction(async (tx) => {
      const claimId = await claimReminder(tx, reminder.claim);
      if (claimId === null) return false;
      for (const user of recipients) {
        const body = user.language === "en" ? reminder.text.en : reminder.text.id;
        const phone = user.phoneNo ? parseIndonesianPhone(user.phoneNo) : null;
        if (company.byWhatsApp && user.byWhatsApp && phone)
          await enqueueWhatsApp(tx, {
            companyId: company.companyId,
            recipientPhone: phone,
            body: `Armada: ${body}`,
            kind: "reminder",
            idempotencyKey: `reminder:${claimId}:user:${user.userId}:whatsapp`,
          });
        if (company.byEmail && user.byEmail && user.email && validEmail(user.email))
          await enqueueEmail(tx, {
            companyId: company.companyId,
            recipientEmail: user.email,
            subject: user.language === "en" ? `Reminder: ${body}` : `Pengingat: ${body}`,
            body,
            idempotencyKey: `reminder:${claimId}:user:${user.userId}:email`,
          });
      }
      const pushed = company.byPush ? recipients.filter((user) => user.byPush) : [];
      await enqueueUserPushes(
        tx,
        company.companyId,
        pushed.map((user) => ({
          userId: user.userId,
          key: `reminder:${claimId}:user:${user.userId}`,
          title: user.language === "en" ? "Armada reminder" : "Pengingat Armada",
          body: user.language === "en" ? reminder.text.en : reminder.text.id,
          url: reminder.url,
          tag: `reminder-${claimId}`,
        })),
      );
      return true;
    });
  }

  async function runCompany(
    company: CompanyReminderSettings,
    now: Date,
    log: Pick<FastifyBaseLogger, "warn">,
  ) {
    const today = zonedDay(now, company.timeZone);
    const due = [...(await documentReminders(company, today)), ...(await serviceReminders(company, today))];
    if (due.length === 0) return 0;
    const chosen = company.recipientsChosen ? await findChosenRecipients(db, company.companyId) : null;
    // a chosen recipient's number or e-mail that became invalid: that channel is skipped (the settings page warns)
    const unreached = (chosen ?? []).flatMap((user) => {
      const warnings = recipientWarnings({
        isActive: true,
        byWhatsApp: company.byWhatsApp && user.byWhatsApp,
        byEmail: company.byEmail && user.byEmail,
        phoneNo: user.phoneNo,
        email: user.email,
      });
      return warnings.length > 0 ? [{ userId: user.userId, warnings }] : [];
    });
    if (unreached.length > 0)
      log.warn({ companyId: company.companyId, unreached }, "reminder recipients skipped on a channel");
    const responsible = new Map<string, ReminderRecipient[]>();
    const recipientsOf = async (accessKey: string) => {
      if (chosen) return chosen;
      if (!responsible.has(accessKey))
        responsible.set(accessKey, await findResponsibleUsers(db, company.companyId, accessKey));
      return responsible.get(accessKey) ?? [];
    };
    const raised: ExternalAlert[] = [];
    let claimed = 0;
    for (const reminder of due) {
      if (!(await send(company, reminder, await recipientsOf(reminder.accessKey)))) continue;
      claimed += 1;
      if (reminder.alert) raised.push({ ...reminder.alert, time: now });
    }
    // after the claims committed: an alert of a reminder another instance claimed is never raised twice
    if (raised.length > 0) await alerts.raise(raised);
    return claimed;
  }

  return {
    /** One pass over every company; answers how many reminders this pass claimed. A company that fails is logged. */
    async runDue(log: Pick<FastifyBaseLogger, "warn">, now = new Date()) {
      let sent = 0;
      for (const company of await findCompanySettings(db)) {
        try {
          sent += await runCompany(company, now, log);
        } catch (error) {
          log.warn({ err: error, companyId: company.companyId }, "reminder pass failed");
        }
      }
      return sent;
    },
  };
}
