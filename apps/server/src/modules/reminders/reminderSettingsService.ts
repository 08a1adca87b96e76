import {
  type Language,
  messageFor,
  paginationInputSchema,
  parseIndonesianPhone,
  type ReminderSettingsInput,
  reminderSettingsInputSchema,
} from "@armada/domain";
import { z } from "zod";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { OUTBOX_READ, OUTBOX_UPDATE } from "../messaging/index.js";
import { findSubscriptionsOfUsers } from "../push/index.js";
import { validEmail, validPhone } from "./recipientWarnings.js";
import {
  findActiveUsers,
  findCompanyUsers,
  findReminderSettings,
  findSentReminders,
  saveReminderSettings,
} from "./reminderRepository.js";

const sentRemindersFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 20 }),
});

/**
 * The issues of chosen recipients: each must be an active user of the company (another company's user is reported
 * like an unknown one) with a valid Indonesian number for WhatsApp and a valid e-mail for e-mail.
 */
async function recipientIssues(
  db: DbExecutor,
  companyId: number,
  recipients: ReminderSettingsInput["recipients"],
  language: Language,
) {
  const users = new Map(
    (
      await findCompanyUsers(
        db,
        companyId,
        recipients.map((recipient) => recipient.userId),
      )
    ).map((user) => [user.userId, user]),
  );
  return recipients.flatMap((recipient, index) => {
    const user = users.get(recipient.userId);
    const field = `recipients.${index}`;
    if (!user?.isActive)
      return [{ field: `${field}.userId`, message: messageFor("ReminderRecipientUnknown", language) }];
    return [
      ...(recipient.byWhatsApp && !validPhone(user.phoneNo)
        ? [
            {
              field: `${field}.byWhatsApp`,
              message: messageFor("ReminderRecipientNoPhone", language, { name: user.name }),
            },
          ]
        : []),
      ...(recipient.byEmail && !validEmail(user.email)
        ? [
            {
              field: `${field}.byEmail`,
              message: messageFor("ReminderRecipientNoEmail", language, { name: user.name }),
            },
          ]
        : []),
    ];
  });
}

/**
 * The company's reminder settings (/setting/reminders): when reminders go out, by which channels and to whom, and
 * the reminders already sent. The notification settings' keys: who may read the outbox may read them, who may
 * resend may change them.
 */
export function createReminderSettingsService(db: Db) {
  return {
    get(user: AuthUser) {
      requireKey(user, OUTBOX_READ);
      return findReminderSettings(db, user.companyId);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, OUTBOX_UPDATE);
      const settings = parseInput(reminderSettingsInputSchema, input, language);
      await db.transaction(async (tx) => {
        const issues = await recipientIssues(tx, user.companyId, settings.recipients, language);
        if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
        await saveReminderSettings(tx, user.companyId, settings);
      });
      return findReminderSettings(db, user.companyId);
    },

    /** The users a recipient may be chosen from, with the channels each can be reached on. */
    async recipientOptions(user: AuthUser) {
      requireKey(user, OUTBOX_READ);
      const users = await findActiveUsers(db, user.companyId);
      const subscriptions = await findSubscriptionsOfUsers(
        db,
        user.companyId,
        users.map((row) => row.userId),
      );
      const pushable = new Set(subscriptions.map((subscription) => subscription.userId));
      return users.map((row) => ({
        userId: row.userId,
        name: row.name,
        email: validEmail(row.email) ? row.email : null,
        phoneNo: row.phoneNo !== null ? parseIndonesianPhone(row.phoneNo) : null,
        hasPush: pushable.has(row.userId),
      }));
    },

    async sent(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, OUTBOX_READ);
      const { pagination } = parseInput(sentRemindersFilterSchema, filter ?? {}, language);
      const { rows, total } = await findSentReminders(db, user.companyId, pagination.page, pagination.show);
      return {
        data: rows.map((row) => ({ ...row, createdOn: row.createdOn.toISOString() })),
        pagination: { total, page: pagination.page, show: pagination.show },
      };
    },
  };
}
