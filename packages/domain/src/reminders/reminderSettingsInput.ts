import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { reminderLeadDaysSchema } from "./reminderLeadDays.js";

/** A company's reminder settings as the settings page sends them: lead days and at least one channel. */
export const reminderSettingsInputSchema = z
  .object({
    leadDays: reminderLeadDaysSchema,
    byWhatsApp: z.boolean(),
    byEmail: z.boolean(),
  })
  .refine((settings) => settings.byWhatsApp || settings.byEmail, {
    path: ["byWhatsApp"],
    message: ISSUE_KEYS.required,
  });

export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;
