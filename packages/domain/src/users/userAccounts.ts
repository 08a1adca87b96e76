import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../profile/profileInputs.js";
import { simPhoneSchema } from "../schemas/deviceInput.js";
import { clearable, requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** How long a set-password link a company admin hands out stays usable. */
export const SET_PASSWORD_LINK_TTL_MS = 72 * 3_600_000;
/** The web page a set-password link opens (`?token=`). */
export const SET_PASSWORD_PATH = "/set-password";

const name = z.string({ error: requiredError }).trim().min(1).max(100);
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const roleId = z.int32({ error: requiredError }).min(1);

/** A new user of the caller's company; they choose their password through a one-time link. */
export const createUserInputSchema = z.object({
  name,
  email,
  /** Indonesian number, stored in E.164; "" leaves it empty. */
  phoneNo: simPhoneSchema.optional(),
  roleId,
});
export type CreateUserInput = z.output<typeof createUserInputSchema>;

export const updateUserInputSchema = z.object({
  userId: z.int32({ error: requiredError }).min(1),
  name: name.optional(),
  email: clearable(email).optional(),
  phoneNo: simPhoneSchema.optional(),
  roleId: roleId.optional(),
});
export type UpdateUserInput = z.output<typeof updateUserInputSchema>;

export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The users page: a text in name, username, e-mail or number, a status, a page. */
export const companyUsersFilterSchema = z.object({
  search: z.string().trim().max(100).nullish(),
  status: z.enum(USER_STATUSES).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 25 }),
});
export type CompanyUsersFilter = z.output<typeof companyUsersFilterSchema>;

/** A user's side of a set-password link: the token from the link and the new password. */
export const setPasswordInputSchema = z.object({
  token: z.string({ error: requiredError }).min(1).max(200),
  /** not trimmed: spaces are part of a password */
  password: z.string({ error: requiredError }).min(PASSWORD_MIN_LENGTH).max(200),
});
export type SetPasswordInput = z.output<typeof setPasswordInputSchema>;
