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

const webhookSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(z.object({ value: z.object({ statuses: z.array(statusSchema).optional() }).passthrough() }))
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

/** The status reports of one webhook call (other change kinds, such as incoming messages, are ignored). */
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
