import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { InboundMessage } from "./metaWebhook.js";

/**
 * Fonnte's incoming-message webhook body (docs.fonnte.com, "webhook reply message"): the device that received it,
 * the sender's number in international digits, the text; `member` is the sender inside a group, `text` the label of
 * a button pressed, `inboxid` the message's id where Fonnte gives one. Media and polls bring their own fields, kept
 * out: the inbox stores what was written.
 */
export const fonnteIncomingSchema = z.object({
  device: z.string().regex(/^\d{6,15}$/),
  sender: z.string().regex(/^\d{6,15}$/),
  message: z.string().max(4096).default(""),
  text: z.string().max(1024).optional(),
  member: z.string().max(40).optional(),
  name: z.string().max(200).optional(),
  inboxid: z.union([z.string().max(200), z.number().int()]).optional(),
  timestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int()]).optional(),
});

/** The sender's message, or null when the body is not Fonnte's (or is a group's: only one-to-one chats count). */
export function fonnteInbound(body: unknown, now: Date): InboundMessage | null {
  const parsed = fonnteIncomingSchema.safeParse(body);
  if (!parsed.success || parsed.data.member) return null;
  const { sender, message, text, inboxid, timestamp } = parsed.data;
  const written = message.trim() || text?.trim() || "";
  if (written === "") return null;
  return {
    provider: "fonnte",
    providerMessageId: inboxid === undefined ? null : String(inboxid),
    from: `+${sender}`,
    text: written,
    sentOn: sentOnOf(timestamp, now),
  };
}

/** The sender's time when it is plausible (not before 2020, not ahead of our clock by over a minute), else ours. */
function sentOnOf(timestamp: string | number | undefined, now: Date): Date {
  if (timestamp === undefined) return now;
  const at = Number(timestamp) * 1000;
  return at >= Date.UTC(2020, 0, 1) && at <= now.getTime() + 60_000 ? new Date(at) : now;
}

/** Fonnte does not sign its calls: the webhook's address carries a secret (`?secret=`), compared in constant time. */
export function validFonnteSecret(given: unknown, secret: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
