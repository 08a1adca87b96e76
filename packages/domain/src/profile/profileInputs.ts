import { z } from "zod";
import { LANGUAGES } from "../language.js";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";
import { REMINDER_MINUTES } from "./contactReminder.js";

/** PATCH /api/user/profile: any of the signed-in user's own fields (docs/spec/alert-center-and-shell.md §7 REST). */
export const updateProfileInputSchema = z
  .object({
    name: z.string({ error: requiredError }).trim().min(1).max(100).optional(),
    language: z.enum(LANGUAGES).optional(),
    /** 0 is "none": never remind */
    reminderMinutes: z
      .number()
      .int()
      .refine((minutes) => (REMINDER_MINUTES as readonly number[]).includes(minutes))
      .optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: ISSUE_KEYS.required,
  });
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const changePasswordInputSchema = z
  .object({
    /** Not trimmed: spaces are part of a password. */
    currentPassword: z.string({ error: requiredError }).min(1).max(200),
    newPassword: z.string({ error: requiredError }).min(PASSWORD_MIN_LENGTH).max(200),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    message: ISSUE_KEYS.mustDiffer,
    params: { other: "currentPassword" },
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const addEmailInputSchema = z.object({
  email: z.string({ error: requiredError }).trim().toLowerCase().max(254).pipe(z.email()),
});
export type AddEmailInput = z.infer<typeof addEmailInputSchema>;

export const addNumberInputSchema = z.object({ phoneNo: indonesianPhoneSchema });
export type AddNumberInput = z.infer<typeof addNumberInputSchema>;

export const PHONE_CODE_LENGTH = 6;

export const verifyNumberInputSchema = z.object({
  phoneNo: indonesianPhoneSchema,
  code: z
    .string({ error: requiredError })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`)),
});
export type VerifyNumberInput = z.infer<typeof verifyNumberInputSchema>;
