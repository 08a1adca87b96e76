import { z } from "zod";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** What a ticket is about (issue 38). */
export const TICKET_CATEGORIES = ["device", "billing", "feature", "data"] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** baru, diproses, menunggu pelanggan, selesai */
export const TICKET_STATUSES = ["new", "in_progress", "waiting_customer", "done"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A screenshot stored by the uploads store: its URL, nothing else (the server typed the bytes when it stored them). */
export const TICKET_ATTACHMENT_URL = /^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
export const MAX_TICKET_ATTACHMENTS = 5;

const attachmentsSchema = z
  .array(z.string().regex(TICKET_ATTACHMENT_URL))
  .max(MAX_TICKET_ATTACHMENTS)
  .default([]);
const bodySchema = z.string().trim().min(1).max(4000);
const ticketIdSchema = z.number().int().positive().max(2_147_483_647);

/** A company's new ticket; the vehicle or device it is about, if any, is one of the company's own. */
export const createCompanyTicketInputSchema = z
  .object({
    category: z.enum(TICKET_CATEGORIES),
    priority: z.enum(TICKET_PRIORITIES).default("normal"),
    subject: z.string().trim().min(3).max(120),
    description: z.string().trim().min(10).max(4000),
    vehicleId: z.number().int().positive().max(2_147_483_647).nullish(),
    deviceId: z.number().int().positive().max(2_147_483_647).nullish(),
    attachments: attachmentsSchema,
  })
  .refine((input) => !(input.vehicleId && input.deviceId), {
    path: ["deviceId"],
    message: "mustDiffer",
  });
export type CreateCompanyTicketInput = z.output<typeof createCompanyTicketInputSchema>;

/** A reply in a ticket's thread (the company's, or the platform console's with its new status). */
export const replyCompanyTicketInputSchema = z.object({
  ticketId: ticketIdSchema,
  body: bodySchema,
  attachments: attachmentsSchema,
});
export const consoleReplyCompanyTicketInputSchema = replyCompanyTicketInputSchema.extend({
  status: z.enum(TICKET_STATUSES),
});
export const companyTicketIdInputSchema = z.object({ ticketId: ticketIdSchema });

/** The company closes its own ticket (selesai), with an optional note for the thread. */
export const closeCompanyTicketInputSchema = z.object({
  ticketId: ticketIdSchema,
  note: z.string().trim().max(2000).nullish(),
});

export const companyTicketsFilterSchema = z.object({
  status: z.enum(TICKET_STATUSES).nullish(),
  category: z.enum(TICKET_CATEGORIES).nullish(),
  /** subject words, or the ticket number */
  search: z.string().trim().max(60).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 20 }),
});

/** "TK-000042": how a ticket is named to people. */
export const companyTicketCode = (id: number): string => `TK-${String(id).padStart(6, "0")}`;

/**
 * The status after a reply: the platform's reply sets the status it chose; the company's reply to a ticket waiting
 * for it (or one it had closed) puts it back in the platform's hands.
 */
export function statusAfterCompanyReply(status: TicketStatus): TicketStatus {
  return status === "waiting_customer" || status === "done" ? "in_progress" : status;
}
