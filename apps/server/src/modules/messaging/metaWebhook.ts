import { createHmac, timingSafeEqual } from "node:crypto";
import type { DeliveryStatus } from "@armada/domain";
import { z } from "zod";

/** Meta signs the raw body with the app secret: `X-Hub-Signature-256: sha256=<hex>`. */
export function validMetaSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.string().optional(),
  errors: z
    .array(
      z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }),
    )
    .optional(),
});

/** A recipient's message (issue 40): text, a template's quick-reply button, an interactive reply, or media. */
const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().min(1).max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(1024) }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string().max(1024) }).optional(),
      list_reply: z.object({ title: z.string().max(1024) }).optional(),
    })
    .optional(),
});

const webhookSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(statusSchema).optional(),
                  messages: z.array(messageSchema).optional(),
                })
                .passthrough(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export interface StatusReport {
  providerMessageId: string;
  status: DeliveryStatus;
  error: string | null;
}

/** A recipient's message as the providers' webhooks bring it (the inbox reads it, issue 40). */
export interface InboundMessage {
  provider: "meta-cloud" | "fonnte";
  /** the provider's id of the message, when it gives one (a repeat delivery is then stored once) */
  providerMessageId: string | null;
  /** E.164 */
  from: string;
  text: string;
  sentOn: Date;
}

/** The recipients' messages of one Cloud API webhook call (null: not a webhook body). */
export function inboundMessages(body: unknown): InboundMessage[] | null {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.messages ?? []).map((message) => ({
        provider: "meta-cloud" as const,
        providerMessageId: message.id,
        from: `+${message.from}`,
        text:
          message.text?.body ??
          message.button?.text ??
          message.interactive?.button_reply?.title ??
          message.interactive?.list_reply?.title ??
          `[${message.type}]`,
        sentOn: new Date(Number(message.timestamp) * 1000),
      })),
    ),
  );
}

/** The status reports of one webhook call (the recipients' messages are read by inboundMessages). */
export function statusReports(body: unknown): StatusReport[] | null {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.statuses ?? []).map((status) => {
        const error = status.errors?.[0];
        return {
          providerMessageId: status.id,
          status: status.status,
          error: error ? [error.code, error.title ?? error.message].filter(Boolean).join(" ") : null,
        };
      }),
    ),
  );
}
