import { z } from "zod";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { timeWindowSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { deliveryAddressSchema, deliveryItemSchema } from "./deliveryInputs.js";

/** A delivery request's statuses (issue 33): Baru → Disetujui (with its DO) or Ditolak (with a reason). */
export const DELIVERY_REQUEST_STATUSES = ["NEW", "APPROVED", "REJECTED"] as const;
export type DeliveryRequestStatus = (typeof DELIVERY_REQUEST_STATUSES)[number];

/** Who asks: a customer or one of the company's branches. */
export const DELIVERY_REQUESTER_KINDS = ["CUSTOMER", "BRANCH"] as const;
export type DeliveryRequesterKind = (typeof DELIVERY_REQUESTER_KINDS)[number];

/** Only a new request is decided, once. */
export function canDecideDeliveryRequest(status: DeliveryRequestStatus): boolean {
  return status === "NEW";
}

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);

export const createDeliveryRequestInputSchema = z.object({
  requesterKind: z.enum(DELIVERY_REQUESTER_KINDS),
  requesterName: text(200).min(1),
  requesterPhone: indonesianPhoneSchema,
  origin: deliveryAddressSchema,
  destination: deliveryAddressSchema,
  deliveryWindow: timeWindowSchema.nullish(),
  items: z.array(deliveryItemSchema).min(1).max(200),
  notes: text(2000).nullish(),
});
export type CreateDeliveryRequestInput = z.output<typeof createDeliveryRequestInputSchema>;

export const deliveryRequestIdInputSchema = z.object({ deliveryRequestId: id });
export const rejectDeliveryRequestInputSchema = z.object({
  deliveryRequestId: id,
  reason: text(1000).min(3),
});

export const deliveryRequestsFilterSchema = z.object({
  status: z.enum(DELIVERY_REQUEST_STATUSES).nullish(),
  search: text(100).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});
