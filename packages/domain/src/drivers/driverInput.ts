import { z } from "zod";
import { simPhoneSchema } from "../schemas/deviceInput.js";
import { clearable, requiredError } from "../schemas/issueKeys.js";
import { driverCardIdSchema } from "./driverCardId.js";

const fullname = z.string({ error: requiredError }).trim().min(1).max(100);
/** "" or null: no card. */
const optionalCard = z
  .union([z.null(), clearable(driverCardIdSchema)])
  .optional()
  .transform((value) => (value === "" ? null : value));
const email = clearable(z.email().trim().max(254));

/** A new driver of the company: a user marked as driver, who cannot sign in until given a password. */
export const createDriverInputSchema = z.object({
  fullname,
  /** Indonesian number, stored in E.164; "" leaves it empty. */
  phoneNo: simPhoneSchema.optional(),
  email: email.optional(),
  driverCardId: optionalCard,
});

export type CreateDriverInput = z.output<typeof createDriverInputSchema>;

export const updateDriverInputSchema = z.object({
  userId: z.int32({ error: requiredError }).min(1),
  fullname: fullname.optional(),
  phoneNo: simPhoneSchema.optional(),
  email: email.optional(),
  driverCardId: optionalCard,
  /** false deactivates the driver: no longer offered for vehicles, and their card no longer identifies them. */
  isActive: z.boolean().optional(),
});

export type UpdateDriverInput = z.output<typeof updateDriverInputSchema>;
