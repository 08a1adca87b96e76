import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { claimDueEmails, type EmailMessageRow, failInterruptedEmails, settleEmail } from "./emailOutbox.js";
import type { EmailTransport } from "./emailTransport.js";
import { retryDelayMs } from "./whatsappWorker.js";

export interface EmailWorkerOptions {
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  baseBackoffMs?: number;
  now?: () => Date;
}

/** SMTP answers that say "try later" (4xx) or a connection that failed before the server took the message. */
function isRetryable(error: unknown): boolean {
  const smtp = error as { responseCode?: number; code?: string };
  if (typeof smtp.responseCode === "number") return smtp.responseCode >= 400 && smtp.responseCode < 500;
  return ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS"].includes(smtp.code ?? "");
}

/** Sends the e-mail outbox through `transport`, at most once per e-mail, retrying only what was not taken. */
export function startEmailWorker(
  db: Db,
  transport: EmailTransport,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  options: EmailWorkerOptions = {},
) {
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = {
    baseBackoffMs: options.baseBackoffMs ?? 5_000,
    maxBackoffMs: 15 * 60_000,
    random: Math.random,
  };
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<number> | null = null;

  async function sendOne(row: EmailMessageRow) {
    try {
      await transport.send({ id: row.id, to: row.recipientEmail, subject: row.subject, body: row.body });
      await settleEmail(db, row.id, { status: transport.storesOnly ? "stored" : "sent" }, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isRetryable(error) && row.attempts < maxAttempts) {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(row.attempts, backoff));
        await settleEmail(db, row.id, { status: "queued", error: reason, nextAttemptAt }, now());
      } else {
        await settleEmail(db, row.id, { status: "failed", error: reason }, now());
      }
      logger.warn({ emailMessageId: row.id, attempt: row.attempts, reason }, "email send failed");
    }
  }

  async function pass(): Promise<number> {
    let settled = await failInterruptedEmails(db, now());
    while (!stopped) {
      const claimed = await claimDueEmails(db, now(), new Date(now().getTime() + leaseMs), batchSize);
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(sendOne));
      settled += claimed.length;
    }
    return settled;
  }

  function runOnce(): Promise<number> {
    running ??= pass()
      .catch((error: unknown) => {
        logger.error({ err: error }, "email worker pass failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  void runOnce();
  return {
    runOnce,
    wake: () => void runOnce(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type EmailWorker = ReturnType<typeof startEmailWorker>;
