import { z } from "zod";
import { uploadPath } from "../announcements/uploadType.js";
import { DEFAULT_PPH23_RATE_BP, DEFAULT_PPN_RATE_BP } from "./invoiceAmounts.js";

/**
 * A company's invoice settings (issue 36): what a new draft is taxed with and what an issued invoice prints. The
 * NPWP and the bank account are the company profile's (its tax number and its default bank account).
 */
export interface InvoiceSettings {
  /** the address printed under the company's name, null: none */
  invoiceAddress: string | null;
  /** an issued invoice is due this many days after its issue date */
  paymentTermsDays: number;
  ppnRateBp: number;
  ppnDppNilaiLain: boolean;
  pricesIncludePpn: boolean;
  pph23RateBp: number;
  /** the first part of an invoice number: PREFIX/2026/11/0001 */
  numberPrefix: string;
}

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  invoiceAddress: null,
  paymentTermsDays: 30,
  ppnRateBp: DEFAULT_PPN_RATE_BP,
  ppnDppNilaiLain: true,
  pricesIncludePpn: false,
  pph23RateBp: DEFAULT_PPH23_RATE_BP,
  numberPrefix: "INV",
};

/** a percentage with up to two decimals, kept in basis points */
export const taxRatePercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "two decimals at most",
  })
  .transform((value) => Math.round(value * 100));

export const invoiceSettingsInputSchema = z
  .object({
    invoiceAddress: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
    paymentTermsDays: z.int32().min(0).max(365),
    ppnRatePercent: taxRatePercentSchema,
    ppnDppNilaiLain: z.boolean(),
    pricesIncludePpn: z.boolean(),
    pph23RatePercent: taxRatePercentSchema,
    numberPrefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/)
      .transform((value) => value.toUpperCase()),
  })
  .transform(({ ppnRatePercent, pph23RatePercent, ...settings }) => ({
    ...settings,
    ppnRateBp: ppnRatePercent,
    pph23RateBp: pph23RatePercent,
  }));

/**
 * The logo an invoice prints in its header: a png or jpg uploaded privately to the company (a PDF embeds only those
 * two), or null (or none given: GraphQL's nulls arrive as absent) to print none.
 */
export const invoiceLogoInputSchema = z.object({
  logoUrl: z
    .string()
    .regex(uploadPath("png|jpg"))
    .nullish()
    .transform((value) => value ?? null),
});
