import type { Agent as HttpsAgent } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import webpush, { WebPushError } from "web-push";
import type { Db } from "../../db/database.js";
import {
  type OutboxChannel,
  type OutboxWorker,
  type OutboxWorkerOptions,
  PermanentSendError,
  RetryableSendError,
  startOutboxWorker,
} from "../messaging/index.js";
import {
  allowedAddressesAgent,
  checkPushEndpoint,
  isPublicAddress,
  type PushAddressAllowed,
  PushEndpointRefused,
} from "./pushEndpoint.js";
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
  /** TLS agent for the push services' HTTPS (default: one that connects to allowed addresses only) */
  agent?: HttpsAgent | undefined;
  /** addresses a push may go to (default: public ones) */
  addressAllowed?: PushAddressAllowed | undefined;
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
  options: Pick<PushWorkerOptions, "subject" | "agent" | "addressAllowed">,
): OutboxChannel<ClaimedPush> {
  const vapidDetails = { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const allowed = options.addressAllowed ?? isPublicAddress;
  const agent = options.agent ?? allowedAddressesAgent(allowed);
  return {
    name: "push",
    claimDue: (now, leaseUntil, limit) => claimDuePushes(db, now, leaseUntil, limit),
    failInterrupted: (now) => failInterruptedPushes(db, now),
    async send({ message, subscription }) {
      // resolved now, not only checked at registration: a name may point somewhere else by now
      await checkPushEndpoint(subscription.endpoint, allowed).catch((error: Error) => {
        throw error instanceof PushEndpointRefused
          ? new PermanentSendError(error.message)
          : new RetryableSendError(`push endpoint not resolved: ${error.message}`);
      });
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message.payload,
          {
            vapidDetails,
            TTL: TTL_SECONDS,
            contentEncoding: "aes128gcm",
            timeout: 15_000,
            agent,
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
  { subject, agent, addressAllowed, ...options }: PushWorkerOptions,
): OutboxWorker {
  return startOutboxWorker(pushChannel(db, keys, { subject, agent, addressAllowed }), logger, {
    batchSize: 20,
    ...options,
  });
}
