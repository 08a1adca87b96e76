import { type Language, paginationInputSchema, reminderSettingsInputSchema } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { OUTBOX_READ, OUTBOX_UPDATE } from "../messaging/index.js";
import { findReminderSettings, findSentReminders, saveReminderSettings } from "./reminderRepository.js";

const sentRemindersFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 20 }),
});

/**
 * The company's reminder settings (/setting/reminders): when reminders go out and by which channels, and the
 * reminders already sent. The notification settings' keys: who may read the outbox may read them, who may resend
 * may change them.
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
      await saveReminderSettings(db, user.companyId, settings);
      return findReminderSettings(db, user.companyId);
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
