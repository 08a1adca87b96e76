import { z } from "zod";
import { afterValidFields, isoTimeSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { RATE_UNITS } from "./invoiceAmounts.js";
import { INVOICE_STATUSES } from "./invoiceStatus.js";
import { SERVICE_TYPES } from "./rateCards.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const rupiah = z.number().int().min(0).max(100_000_000_000);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** A customer's price for a service type, narrowed by origin / destination area and vehicle size when set. */
export const rateCardFieldsSchema = z.object({
  customerName: text(200).min(1),
  serviceType: z.enum(SERVICE_TYPES),
  originArea: optionalText(200),
  destinationArea: optionalText(200),
  vehicleSize: optionalText(100),
  unit: z.enum(RATE_UNITS),
  price: rupiah,
  waitingFreeMinutes: z.int32().min(0).max(10_000).default(0),
  waitingPricePerHour: rupiah.default(0),
  extraDropPrice: rupiah.default(0),
  overnightPrice: rupiah.default(0),
});
export type RateCardFields = z.output<typeof rateCardFieldsSchema>;

export const rateCardIdInputSchema = z.object({ rateCardId: id });
export const updateRateCardInputSchema = z.intersection(rateCardIdInputSchema, rateCardFieldsSchema);

export const rateCardsFilterSchema = z.object({
  customerName: text(200).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export const invoicesFilterSchema = z.object({
  status: z.enum(INVOICE_STATUSES).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

const period = {
  customerName: text(200).min(1),
  from: isoTimeSchema,
  to: isoTimeSchema,
};
const periodRefinement = (value: { from: Date; to: Date }) =>
  value.from < value.to && value.to.getTime() - value.from.getTime() <= 366 * 86_400_000;

/** The tax choices a new invoice for the customer starts with (what its last invoice was made with). */
export const invoiceCustomerDefaultsInputSchema = z.object({ customerName: period.customerName });

/** The delivered orders of a customer in a period (delivered at), to pick an invoice's lines from. */
export const invoiceableOrdersInputSchema = z
  .object(period)
  .refine(periodRefinement, { path: ["to"], message: "bad period", ...afterValidFields });

/**
 * A draft invoice: the chosen delivered orders of one customer in the period, priced by the customer's cards of the
 * service type, taxed by the company's invoice settings. An order without proof of delivery needs a reason to be
 * invoiced anyway.
 */
export const createInvoiceDraftInputSchema = z
  .object({
    ...period,
    serviceType: z.enum(SERVICE_TYPES),
    deliveryOrderIds: z.array(id).min(1).max(500),
    podOverrides: z
      .array(z.object({ deliveryOrderId: id, reason: text(500).min(3) }))
      .max(500)
      .default([]),
    /**
     * the customer withholds PPh 23 (a withholding agent); the rate is the company's setting. Omitted: the choice of
     * the customer's last invoice, else yes
     */
    withholdPph23: z.boolean().optional(),
    notes: optionalText(1000),
  })
  .refine(periodRefinement, { path: ["to"], message: "bad period", ...afterValidFields })
  .refine((input) => new Set(input.deliveryOrderIds).size === input.deliveryOrderIds.length, {
    path: ["deliveryOrderIds"],
    message: "duplicate order",
    ...afterValidFields,
  });
export type CreateInvoiceDraftInput = z.output<typeof createInvoiceDraftInputSchema>;

export const invoiceIdInputSchema = z.object({ invoiceId: id });
export const cancelInvoiceInputSchema = z.object({ invoiceId: id, reason: text(500).min(3) });

/** GET /api/invoices/:id/pdf: `withProof=1` appends a page per order's proof of delivery. */
export const invoicePdfQuerySchema = z.object({
  withProof: z
    .enum(["0", "1"])
    .optional()
    .transform((value) => value === "1"),
});
