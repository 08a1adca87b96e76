import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "./webhookEvents.js";

export const MAX_WEBHOOKS_PER_COMPANY = 20;

export const createWebhookInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  url: z.string().trim().min(1).max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
});

export type CreateWebhookInput = z.output<typeof createWebhookInputSchema>;

export const webhookDeliveriesFilterSchema = z.object({
  webhookId: z.number().int().positive().max(2_147_483_647),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
