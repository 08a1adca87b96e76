import { type Language, paginationInputSchema } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { findCompanyEmails } from "./emailOutbox.js";
import { OUTBOX_READ } from "./messagingAccess.js";
import type { ReadableBodies } from "./readableBodies.js";

export const emailMessagesFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/**
 * The company's e-mail outbox as an admin sees it (with the `log` transport, the only place a sent link shows: to
 * the user who asked for it).
 */
export function createEmailService(db: Db, readableBodies: ReadableBodies) {
  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, OUTBOX_READ);
      const { pagination } = parseInput(emailMessagesFilterSchema, filter ?? {}, language);
      const { rows, total } = await findCompanyEmails(db, user.companyId, pagination);
      const bodies = await readableBodies(db, user.userId, rows);
      return {
        data: rows.map((row, index) => ({
          id: row.id,
          recipientEmail: row.recipientEmail,
          subject: row.subject,
          body: bodies[index] ?? "",
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdOn: row.createdOn.toISOString(),
          sentOn: row.sentOn?.toISOString() ?? null,
        })),
        pagination: { ...pagination, total },
      };
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
