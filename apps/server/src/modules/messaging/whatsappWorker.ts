import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { onOutboxEnqueued } from "./outboxSignal.js";
import {
  type OutgoingWhatsApp,
  PermanentSendError,
  RetryableSendError,
  type WhatsAppProvider,
} from "./providers/whatsAppProvider.js";
import {
  claimDueMessages,
  failInterruptedMessages,
  markFailed,
  markRetry,
  markSent,
  type WhatsAppMessageRow,
} from "./whatsappRepository.js";

export interface WhatsAppWorkerOptions {
  /** poll interval besides the wake-up on enqueue */
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claimed message may stay `sending`; longer than any provider call (15 s timeout). A message
   * still `sending` after its lease belongs to a process that died mid-call and is failed, never resent.
   */
  leaseMs?: number;
  maxAttempts?: number;
  /** how often messages stuck in `sending` past their lease are looked for (besides at start) */
  interruptedSweepMs?: number;
  /** first retry delay; doubles per attempt up to maxBackoffMs, with jitter */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  now?: () => Date;
  random?: () => number;
}

export interface WhatsAppWorker {
  /** One pass: fail interrupted messages, then send due ones until none is left. Returns how many were sent or settled. */
  runOnce(): Promise<number>;
  wake(): void;
  stop(): Promise<void>;
}

export const MAX_SEND_ATTEMPTS = 8;

/** Exponential backoff with jitter: base·2^(attempt-1), capped, then a random 50-100 % of it. */
export function retryDelayMs(
  attempt: number,
  options: { baseBackoffMs: number; maxBackoffMs: number; random: () => number },
  retryAfterMs?: number,
): number {
  const exponential = Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(attempt - 1, 0));
  const jittered = Math.round(exponential * (0.5 + options.random() * 0.5));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, options.maxBackoffMs));
}

function toOutgoing(row: WhatsAppMessageRow): OutgoingWhatsApp {
  return {
    id: row.id,
    to: row.recipientPhone,
    body: row.body,
    templateName: row.templateName,
    templateParams: row.templateParams,
    idempotencyKey: row.idempotencyKey,
  };
}

/** Sends the outbox through `provider`: at most once per message, retrying only when nothing was delivered. */
export function startWhatsAppWorker(
  db: Db,
  provider: WhatsAppProvider,
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
  options: WhatsAppWorkerOptions = {},
): WhatsAppWorker {
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? MAX_SEND_ATTEMPTS;
  const interruptedSweepMs = options.interruptedSweepMs ?? 60_000;
  const backoff = {
    baseBackoffMs: options.baseBackoffMs ?? 5_000,
    maxBackoffMs: options.maxBackoffMs ?? 15 * 60_000,
    random: options.random ?? Math.random,
  };
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let nextInterruptedSweep = 0;
  let running: Promise<number> | null = null;
  let followUp: Promise<number> | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  async function sendOne(row: WhatsAppMessageRow): Promise<void> {
    try {
      const { providerMessageId } = await provider.send(toOutgoing(row));
      await markSent(db, row.id, providerMessageId, now(), provider.storesOnly ? "stored" : "sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof RetryableSendError && row.attempts < maxAttempts) {
        const delay = retryDelayMs(row.attempts, backoff, error.retryAfterMs);
        await markRetry(db, row.id, reason, new Date(now().getTime() + delay), now());
        logger.warn(
          { whatsappMessageId: row.id, attempt: row.attempts, delayMs: delay, reason },
          "whatsapp send retry",
        );
        return;
      }
      const finalReason =
        error instanceof RetryableSendError
          ? `${reason} (after ${row.attempts} attempts)`
          : error instanceof PermanentSendError
            ? reason
            : `unexpected: ${reason}`;
      await markFailed(db, row.id, finalReason.slice(0, 500), now());
      logger.warn({ whatsappMessageId: row.id, reason: finalReason }, "whatsapp send failed");
    }
  }

  async function pass(): Promise<number> {
    let settled = 0;
    // at start, then at most once per sweep interval (the `sending` rows are few; no need to look every pass)
    if (now().getTime() >= nextInterruptedSweep) {
      nextInterruptedSweep = now().getTime() + interruptedSweepMs;
      settled = await failInterruptedMessages(db, now());
      if (settled > 0)
        logger.warn({ count: settled }, "whatsapp messages interrupted mid-send marked failed");
    }
    while (!stopped) {
      const claimed = await claimDueMessages(db, now(), new Date(now().getTime() + leaseMs), batchSize);
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(sendOne));
      settled += claimed.length;
      if (claimed.length < batchSize) break;
    }
    return settled;
  }

  /** A call during a pass waits for one more pass after it, so a message enqueued meanwhile is seen. */
  function runOnce(): Promise<number> {
    if (!running) {
      running = pass()
        .catch((error: unknown) => {
          logger.error({ err: error }, "whatsapp worker pass failed");
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    }
    followUp ??= running.then(() => {
      followUp = null;
      return stopped ? 0 : runOnce();
    });
    return followUp;
  }

  function wake() {
    if (stopped || wakeTimer) return;
    // a moment's delay lets the enqueueing transaction commit first
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      void runOnce();
    }, 50);
  }

  const poll = setInterval(() => void runOnce(), pollMs);
  poll.unref();
  const unsubscribe = onOutboxEnqueued(wake);
  void runOnce();

  return {
    runOnce,
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (wakeTimer) clearTimeout(wakeTimer);
      unsubscribe();
      if (running) await running;
    },
  };
}
