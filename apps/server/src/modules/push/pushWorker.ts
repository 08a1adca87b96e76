import type { Agent as HttpsAgent } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/database.js";
import { retryDelayMs } from "../messaging/whatsappWorker.js";
import {
  claimDuePushes,
  deleteSubscriptionById,
  failInterruptedPushes,
  settlePush,
} from "./pushRepository.js";
import type { VapidKeys } from "./vapidKeys.js";

export interface PushWorkerOptions {
  /** VAPID `sub` claim: a mailto: or https: contact of the sender */
  subject: string;
  /** TLS agent for the push services' HTTPS (default: Node's) */
  agent?: HttpsAgent | undefined;
  pollMs?: number;
  maxAttempts?: number;
  baseBackoffMs?: number;
  now?: () => Date;
}

/** An alert is worth nothing after a day: the push service drops it then. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends the push outbox with the stored VAPID keys: payloads encrypted (aes128gcm) for each subscription by
 * web-push. A gone subscription (404/410) is deleted; 429, 5xx and network errors are retried with backoff.
 */
export function startPushWorker(
  db: Db,
  keys: VapidKeys,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  options: PushWorkerOptions,
) {
  const pollMs = options.pollMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = {
    baseBackoffMs: options.baseBackoffMs ?? 5_000,
    maxBackoffMs: 15 * 60_000,
    random: Math.random,
  };
  const now = options.now ?? (() => new Date());
  const vapidDetails = { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  let stopped = false;
  let running: Promise<void> | null = null;

  async function sendOne({ message, subscription }: Awaited<ReturnType<typeof claimDuePushes>>[number]) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        message.payload,
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
          timeout: 15_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      await settlePush(db, message.id, { status: "sent" }, now());
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : 0;
      const reason = status
        ? `push service answered ${status}`
        : error instanceof Error
          ? error.message
          : String(error);
      if (status === 404 || status === 410) {
        await settlePush(db, message.id, { status: "failed", error: reason }, now());
        await deleteSubscriptionById(db, subscription.id);
      } else if ((status === 0 || status === 429 || status >= 500) && message.attempts < maxAttempts) {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(message.attempts, backoff));
        await settlePush(db, message.id, { status: "queued", error: reason, nextAttemptAt }, now());
      } else {
        await settlePush(db, message.id, { status: "failed", error: reason }, now());
      }
      logger.warn({ pushMessageId: message.id, attempt: message.attempts, reason }, "push send failed");
    }
  }

  async function pass() {
    await failInterruptedPushes(db, now());
    while (!stopped) {
      const claimed = await claimDuePushes(db, now(), new Date(now().getTime() + 120_000), 20);
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(sendOne));
    }
  }

  function runOnce(): Promise<void> {
    running ??= pass()
      .catch((error: unknown) => logger.error({ err: error }, "push worker pass failed"))
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

export type PushWorker = ReturnType<typeof startPushWorker>;
