import { PHONE_CODE_LENGTH } from "@armada/domain";
import { inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { contactVerifications, type VerificationChannel } from "./profile.tables.js";

const KEY_PATTERN = /^verify-(?:email|phone):(\d+)$/;
/** The link's token and the code, each with what replaces it */
const SECRETS: [RegExp, string][] = [
  [/(\?token=)[\w-]+/g, "$1••••••"],
  [new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`, "g"), "••••••"],
];

/** The outbox idempotency key of the message carrying a verification's link (e-mail) or code (phone). */
export const verificationMessageKey = (channel: VerificationChannel, verificationId: number) =>
  `verify-${channel}:${verificationId}`;

/**
 * The bodies of outbox messages as `userId` may read them: a verification link or code shows only to the user who
 * asked for it (the outbox page is readable by anyone with the notification-settings key; with a link read there
 * one could verify someone else's pending address). Other messages are returned as they are.
 */
export async function readableBodies(
  db: DbExecutor,
  userId: number,
  messages: readonly { idempotencyKey: string; body: string }[],
): Promise<string[]> {
  const ids = messages.flatMap(({ idempotencyKey }) => {
    const match = KEY_PATTERN.exec(idempotencyKey);
    return match ? [Number(match[1])] : [];
  });
  const own = new Set<number>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: contactVerifications.id, userId: contactVerifications.userId })
      .from(contactVerifications)
      .where(inArray(contactVerifications.id, ids));
    for (const row of rows) if (row.userId === userId) own.add(row.id);
  }
  return messages.map(({ idempotencyKey, body }) => {
    const match = KEY_PATTERN.exec(idempotencyKey);
    if (!match || own.has(Number(match[1]))) return body;
    return SECRETS.reduce((text, [secret, replacement]) => text.replace(secret, replacement), body);
  });
}
