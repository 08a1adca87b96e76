import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import {
  claimDueEmails,
  type EmailMessageRow,
  failInterruptedEmails,
  findEmailAttachments,
  settleEmail,
} from "./emailOutbox.js";
import type { EmailTransport } from "./emailTransport.js";
import {
  type OutboxChannel,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from "./outboxWorker.js";
import { PermanentSendError, RetryableSendError } from "./sendErrors.js";

/** SMTP answers that say "try later" (4xx) or a connection that failed before the server took the message. */
function isRetryable(error: unknown): boolean {
  const smtp = error as { responseCode?: number; code?: string };
  if (typeof smtp.responseCode === "number") return smtp.responseCode >= 400 && smtp.responseCode < 500;
  return ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS"].includes(smtp.code ?? "");
}

/** The e-mail outbox as the shared worker drives it: sent through the configured transport (SMTP or log). */
function emailChannel(db: Db, transport: EmailTransport): OutboxChannel<EmailMessageRow> {
  return {
    name: "email",
    claimDue: (now, leaseUntil, limit) => claimDueEmails(db, now, leaseUntil, limit),
    failInterrupted: (now) => failInterruptedEmails(db, now),
    async send(row) {
      const attachments = await findEmailAttachments(db, row.id);
      try {
        await transport.send({
          id: row.id,
          to: row.recipientEmail,
          subject: row.subject,
          body: row.body,
          attachments,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw isRetryable(error) ? new RetryableSendError(reason) : new PermanentSendError(reason);
      }
      return { status: transport.storesOnly ? "stored" : "sent" };
    },
    settle: (row, outcome, now) => settleEmail(db, row.id, outcome, now),
    describe: (row) => ({ id: row.id, attempts: row.attempts }),
  };
}

/** Sends the e-mail outbox through `transport`, at most once per e-mail, retrying only what was not taken. */
export function startEmailWorker(
  db: Db,
  transport: EmailTransport,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  return startOutboxWorker(emailChannel(db, transport), logger, options);
}
