import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import {
  type OutboxChannel,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from "./outboxWorker.js";
import type { WhatsAppProvider } from "./providers/whatsAppProvider.js";
import {
  claimDueMessages,
  failInterruptedMessages,
  markFailed,
  markRetry,
  markSent,
  type WhatsAppMessageRow,
} from "./whatsappRepository.js";

/** The WhatsApp outbox as the shared worker drives it: sent through the configured provider. */
function whatsappChannel(db: Db, provider: WhatsAppProvider): OutboxChannel<WhatsAppMessageRow> {
  return {
    name: "whatsapp",
    claimDue: (now, leaseUntil, limit) => claimDueMessages(db, now, leaseUntil, limit),
    failInterrupted: (now) => failInterruptedMessages(db, now),
    async send(row) {
      const { providerMessageId } = await provider.send({
        id: row.id,
        to: row.recipientPhone,
        body: row.body,
        templateName: row.templateName,
        templateParams: row.templateParams,
        idempotencyKey: row.idempotencyKey,
      });
      return { status: provider.storesOnly ? "stored" : "sent", providerMessageId };
    },
    async settle(row, outcome, now) {
      if (outcome.status === "queued") await markRetry(db, row.id, outcome.error, outcome.nextAttemptAt, now);
      else if (outcome.status === "failed") await markFailed(db, row.id, outcome.error, now);
      else await markSent(db, row.id, outcome.providerMessageId ?? "", now, outcome.status);
    },
    describe: (row) => ({ id: row.id, attempts: row.attempts }),
  };
}

/** Sends the WhatsApp outbox through `provider`: at most once per message, retrying only when nothing was delivered. */
export function startWhatsAppWorker(
  db: Db,
  provider: WhatsAppProvider,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  return startOutboxWorker(whatsappChannel(db, provider), logger, options);
}
