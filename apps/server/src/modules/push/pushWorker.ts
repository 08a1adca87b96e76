import type { Agent as HttpsAgent } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/database.js";
import {
  type OutboxChannel,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from "../messaging/outboxWorker.js";
import { PermanentSendError, RetryableSendError } from "../messaging/sendErrors.js";
import {
  claimDuePushes,
  deleteSubscriptionById,
  failInterruptedPushes,
  settlePush,
} from "./pushRepository.js";
import type { VapidKeys } from "./vapidKeys.js";

export interface PushWorkerOptions extends OutboxWorkerOptions {
  /** VAPID `sub` claim: a mailto: or https: contact of the sender */
  subject: string;
  /** TLS agent for the push services' HTTPS (default: Node's) */
  agent?: HttpsAgent | undefined;
}

/** An alert is worth nothing after a day: the push service drops it then. */
const TTL_SECONDS = 24 * 3600;

type ClaimedPush = Awaited<ReturnType<typeof claimDuePushes>>[number];

/**
 * The push outbox as the shared worker drives it: payloads encrypted (aes128gcm) for each subscription by
 * web-push with the stored VAPID keys. A gone subscription (404/410) is deleted and its push failed; 429, 5xx and
 * network errors are retried with backoff.
 */
function pushChannel(
  db: Db,
  keys: VapidKeys,
  options: Pick<PushWorkerOptions, "subject" | "agent">,
): OutboxChannel<ClaimedPush> {
  const vapidDetails = { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    name: "push",
    claimDue: (now, leaseUntil, limit) => claimDuePushes(db, now, leaseUntil, limit),
    failInterrupted: (now) => failInterruptedPushes(db, now),
    async send({ message, subscription }) {
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
      } catch (error) {
        if (!(error instanceof WebPushError))
          throw new RetryableSendError(String((error as Error).message ?? error));
        const reason = `push service answered ${error.statusCode}`;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await deleteSubscriptionById(db, subscription.id);
          throw new PermanentSendError(reason);
        }
        throw error.statusCode === 429 || error.statusCode >= 500
          ? new RetryableSendError(reason)
          : new PermanentSendError(reason);
      }
      return { status: "sent" };
    },
    settle: ({ message }, outcome, now) => settlePush(db, message.id, outcome, now),
    describe: ({ message }) => ({ id: message.id, attempts: message.attempts }),
  };
}

/** Sends the push outbox with the stored VAPID keys, at most once per push. */
export function startPushWorker(
  db: Db,
  keys: VapidKeys,
  logger: Pick<FastifyBaseLogger, "warn" | "error">,
  { subject, agent, ...options }: PushWorkerOptions,
): OutboxWorker {
  return startOutboxWorker(pushChannel(db, keys, { subject, agent }), logger, { batchSize: 20, ...options });
}
