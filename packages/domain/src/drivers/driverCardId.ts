import { z } from "zod";
import { clearable, ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";

/** Card ids as readers send them differ in case and padding only: one form for storing and matching. */
export const normaliseDriverCardId = (cardId: string) => cardId.trim().toUpperCase();

/** Longest card id a reader sends (RFID text or iButton / BCD bytes as hex). */
export const DRIVER_CARD_ID_MAX_LENGTH = 32;

/** Printable ASCII without leading or trailing spaces: what the GT06 decoder makes of a card. */
const CARD_ID_PATTERN = /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/;

/** A driver's card number (RFID or iButton), stored in the reader's form (upper case). */
export const driverCardIdSchema = z
  .string()
  .trim()
  .max(DRIVER_CARD_ID_MAX_LENGTH)
  .refine((cardId) => CARD_ID_PATTERN.test(cardId), { message: ISSUE_KEYS.driverCardIdInvalid })
  .transform(normaliseDriverCardId);

export const updateDriverCardInputSchema = z.object({
  userId: z.int32({ error: requiredError }).min(1),
  /** "" or null removes the driver's card. */
  driverCardId: z
    // the descriptive alternative last: a refused card reports its own message
    .union([z.null(), clearable(driverCardIdSchema)], { error: requiredError })
    .transform((value) => (value === "" || value === null ? null : value)),
});

export type UpdateDriverCardInput = z.output<typeof updateDriverCardInputSchema>;
