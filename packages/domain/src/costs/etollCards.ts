import { z } from "zod";
import { isoTimeSchema } from "../schemas/isoTimeSchema.js";
import { normalizeCardNumber } from "./etollStatement.js";

/** The e-toll cards Indonesian toll roads take. */
export const ETOLL_ISSUERS = ["mandiri", "bca", "bri", "bni"] as const;
export type EtollIssuer = (typeof ETOLL_ISSUERS)[number];

export const ETOLL_ISSUER_LABELS: Record<EtollIssuer, string> = {
  mandiri: "Mandiri e-money",
  bca: "BCA Flazz",
  bri: "BRI Brizzi",
  bni: "BNI TapCash",
};

const id = z.int32().min(1);

/** A company's e-toll card: its number (digits), issuer, the vehicle it is on and its balance when known. */
export const etollCardFieldsSchema = z.object({
  cardNumber: z
    .string()
    .max(40)
    .transform((value, context) => {
      const digits = normalizeCardNumber(value);
      if (!digits) context.addIssue({ code: "custom", message: "card number" });
      return digits ?? "";
    }),
  issuer: z.enum(ETOLL_ISSUERS),
  vehicleId: id.nullish().transform((value) => value ?? null),
  balance: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((value) => value ?? null),
  note: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  /** since when the card is on the vehicle (a new card, or one moved to another vehicle); now when not given */
  assignedFrom: isoTimeSchema.nullish().transform((value) => value ?? null),
});
export type EtollCardFields = z.output<typeof etollCardFieldsSchema>;

export const etollCardIdInputSchema = z.object({ etollCardId: id });
export const updateEtollCardSchema = z.intersection(etollCardIdInputSchema, etollCardFieldsSchema);
