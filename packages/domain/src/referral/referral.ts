import { z } from "zod";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { requiredError } from "../schemas/issueKeys.js";

/** Where a referred company stands: recorded, contacted by Armada's sales, became a customer, or not interested. */
export const REFERRAL_STATUSES = ["submitted", "contacted", "joined", "declined"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Referral codes: 8 letters and digits without the look-alikes 0/O and 1/I/L, easy to read out on the phone. */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`));

/** referCompany: the company being referred, a person to contact there and their Indonesian number. */
export const referCompanyInputSchema = z.object({
  companyName: z.string({ error: requiredError }).trim().min(2).max(120),
  contactName: z.string({ error: requiredError }).trim().min(2).max(100),
  phoneNo: indonesianPhoneSchema,
});
export type ReferCompanyInput = z.output<typeof referCompanyInputSchema>;

/** The console's status change. */
export const referralStatusInputSchema = z.object({ status: z.enum(REFERRAL_STATUSES) });
