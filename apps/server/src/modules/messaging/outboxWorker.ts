import type { FastifyBaseLogger } from "fastify";
import { onOutboxEnqueued } from "./outboxSignal.js";
import { PermanentSendError, RetryableSendError } from "./sendErrors.js";

/** How a claimed (`sending`) message is settled. */
export type OutboxOutcome =
  | { status: "sent" | "stored"; providerMessageId?: string }
  | { status: "queued"; error: string; nextAttemptAt: Date }
  | { status: "failed"; error: string };

/** One outbox (WhatsApp, e-mail, push): its table's claim and settle, and its own sending. */
export interface OutboxChannel<Row> {
  /** names the worker in logs: "whatsapp", "email", "push" */
  name: string;
  /**
   * Claims up to `limit` due messages as `sending` with a lease until `leaseUntil`, counting the attempt
   * (SKIP LOCKED, so several instances claim side by side).
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<Row[]>;
  /** Fails messages left `sending` past their lease (the process died mid-send): never resent. Returns how many. */
  failInterrupted(now: Date): Promise<number>;
  /**
   * Sends one claimed message. Resolves once it was taken (`stored` when nothing leaves the server); throws
   * RetryableSendError when nothing was delivered and a later try may work, anything else fails it.
   */
  send(row: Row): Promise<{ status: "sent" | "stored"; providerMessageId?: string }>;
  /** Settles a claimed message; only one still `sending` (our claim) may change. */
  settle(row: Row, outcome: OutboxOutcome, now: Date): Promise<void>;
  /** the message's id and attempts so far (this one included) */
  describe(row: Row): { id: number; attempts: number };
}

export interface OutboxWorkerOptions {
  /** poll interval besides the wake-up on enqueue */
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claimed message may stay `sending`; longer than any send (15 s timeouts). A message still
   * `sending` after its lease belongs to a process that died mid-call and is failed, never resent.
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

export interface OutboxWorker {
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

/** Sends an outbox through its channel: at most once per message, retrying only when nothing was delivered. */
export function startOutboxWorker<Row>(
  channel: OutboxChannel<Row>,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
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
  const { name } = channel;
  let stopped = false;
  let nextInterruptedSweep = 0;
  let running: Promise<number> | null = null;
  let followUp: Promise<number> | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  async function sendOne(row: Row): Promise<void> {
    const { id, attempts } = channel.describe(row);
    try {
      await channel.settle(row, await channel.send(row), now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof RetryableSendError && attempts < maxAttempts) {
        const delay = retryDelayMs(attempts, backoff, error.retryAfterMs);
        await channel.settle(
          row,
          { status: "queued", error: reason, nextAttemptAt: new Date(now().getTime() + delay) },
          now(),
        );
        logger.warn(
          { channel: name, messageId: id, attempt: attempts, delayMs: delay, reason },
          `${name} send retry`,
        );
        return;
      }
      const finalReason =
        error instanceof RetryableSendError
          ? `${reason} (after ${attempts} attempts)`
          : error instanceof PermanentSendError
            ? reason
            : `unexpected: ${reason}`;
      await channel.settle(row, { status: "failed", error: finalReason.slice(0, 500) }, now());
      logger.warn({ channel: name, messageId: id, reason: finalReason }, `${name} send failed`);
    }
  }

  async function pass(): Promise<number> {
    let settled = 0;
    // at start, then at most once per sweep interval (the `sending` rows are few; no need to look every pass)
    if (now().getTime() >= nextInterruptedSweep) {
      nextInterruptedSweep = now().getTime() + interruptedSweepMs;
      settled = await channel.failInterrupted(now());
      if (settled > 0)
        logger.warn({ channel: name, count: settled }, `${name} messages interrupted mid-send marked failed`);
    }
    while (!stopped) {
      const claimed = await channel.claimDue(now(), new Date(now().getTime() + leaseMs), batchSize);
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
          logger.error({ err: error, channel: name }, `${name} worker pass failed`);
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
