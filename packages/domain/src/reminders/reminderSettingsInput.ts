import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { reminderLeadDaysSchema } from "./reminderLeadDays.js";

/** The most users a company may choose as reminder recipients. */
export const MAX_REMINDER_RECIPIENTS = 50;

/** A user chosen to receive reminders, and on which channels (at least one). */
export const reminderRecipientInputSchema = z
  .object({
    userId: z.number().int().positive(),
    byWhatsApp: z.boolean(),
    byEmail: z.boolean(),
    byPush: z.boolean(),
  })
  .refine((recipient) => recipient.byWhatsApp || recipient.byEmail || recipient.byPush, {
    path: ["byWhatsApp"],
    message: ISSUE_KEYS.required,
  });

export type ReminderRecipientInput = z.infer<typeof reminderRecipientInputSchema>;

/**
 * A company's reminder settings as the settings page sends them: lead days, at least one channel, and who receives
 * them: the users whose role looks after the documents/plans (recipientsChosen false, the default) or the users
 * chosen (at least one, each once).
 */
export const reminderSettingsInputSchema = z
  .object({
    leadDays: reminderLeadDaysSchema,
    byWhatsApp: z.boolean(),
    byEmail: z.boolean(),
    byPush: z.boolean(),
    recipientsChosen: z.boolean(),
    recipients: z.array(reminderRecipientInputSchema).max(MAX_REMINDER_RECIPIENTS),
  })
  .superRefine((settings, ctx) => {
    if (!settings.byWhatsApp && !settings.byEmail && !settings.byPush)
      ctx.addIssue({ code: "custom", path: ["byWhatsApp"], message: ISSUE_KEYS.required });
    if (settings.recipientsChosen && settings.recipients.length === 0)
      ctx.addIssue({ code: "custom", path: ["recipients"], message: ISSUE_KEYS.required });
    const userIds = settings.recipients.map((recipient) => recipient.userId);
    if (new Set(userIds).size !== userIds.length)
      ctx.addIssue({ code: "custom", path: ["recipients"], message: ISSUE_KEYS.duplicateItems });
  });

export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;
