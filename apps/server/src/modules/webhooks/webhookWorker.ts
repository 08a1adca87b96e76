import { createHmac } from "node:crypto";
import {
  shouldDisableWebhook,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_RETRY,
  WEBHOOK_SIGNATURE_HEADER,
  webhookFailureStateAfter,
  webhookSignatureHeader,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import {
  enqueueEmail,
  type OutboxChannel,
  type OutboxWorker,
  type OutboxWorkerOptions,
  PermanentSendError,
  RetryableSendError,
  startOutboxWorker,
} from "../messaging/index.js";
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  lockFailureState,
  requeueInterruptedDeliveries,
  settleDelivery,
  updateFailureState,
} from "./webhookRepository.js";
import type { WebhookSender } from "./webhookSender.js";

export const hmacSha256Hex = (secret: string, message: string) =>
  createHmac("sha256", secret).update(message).digest("hex");

export interface WebhookWorkerOptions extends OutboxWorkerOptions {
  disableRule: { consecutiveFailures: number; failingForMs: number };
  now?: () => Date;
}

/** Answers worth another try later: timeouts, rate limits and the receiver's own errors. */
const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** The e-mail to whoever made the subscription (and the company's address) when it is switched off. */
async function mailDisabled(
  tx: DbExecutor,
  state: NonNullable<Awaited<ReturnType<typeof lockFailureState>>>,
  subscriptionId: number,
  since: Date,
) {
  const [creator] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, state.createdByUserId));
  const [company] = await tx
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, state.companyId));
  const recipients = [
    ...new Set([creator?.email, company?.email].filter((email): email is string => Boolean(email))),
  ];
  for (const recipientEmail of recipients) {
    await enqueueEmail(tx, {
      companyId: state.companyId,
      recipientEmail,
      subject: `Webhook "${state.name}" dinonaktifkan / disabled`,
      body: [
        `Webhook "${state.name}" (${state.url}) dinonaktifkan oleh Armada: ${state.consecutiveFailures} pengiriman berturut-turut gagal sejak ${since.toISOString()}.`,
        "Periksa penerima Anda, lalu aktifkan kembali di Pengaturan → Integrasi → Webhook.",
        "",
        `Armada disabled the webhook "${state.name}" (${state.url}): ${state.consecutiveFailures} deliveries in a row failed since ${since.toISOString()}.`,
        "Check your receiver, then enable it again in Settings → Integration → Webhooks.",
      ].join("\n"),
      idempotencyKey: `webhook-disabled:${subscriptionId}:${since.getTime()}:${recipientEmail.toLowerCase()}`,
    });
  }
}

/** The webhook deliveries as the shared outbox worker drives them: signed POSTs, retried with backoff. */
function webhookChannel(
  db: Db,
  sender: WebhookSender,
  {
    disableRule,
    log,
  }: { disableRule: WebhookWorkerOptions["disableRule"]; log: Pick<FastifyBaseLogger, "warn"> },
): OutboxChannel<ClaimedDelivery> {
  const attempts = new WeakMap<ClaimedDelivery, AttemptRecord>();
  return {
    name: "webhook",
    claimDue: (now, leaseUntil, limit) => claimDueDeliveries(db, now, leaseUntil, limit),
    failInterrupted: (now) => requeueInterruptedDeliveries(db, now),
    async send(row) {
      const { delivery, subscription } = row;
      if (!subscription.isEnabled) throw new PermanentSendError("subscription disabled");
      const timestamp = Math.floor(Date.now() / 1000);
      const answer = await sender({
        url: subscription.url,
        body: delivery.body,
        headers: {
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignatureHeader(
            hmacSha256Hex,
            subscription.secret,
            timestamp,
            delivery.body,
          ),
          [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
          [WEBHOOK_EVENT_TYPE_HEADER]: delivery.eventType,
          "user-agent": "Armada-Webhooks/1",
        },
      });
      attempts.set(row, {
        responseStatus: answer.kind === "answered" ? answer.status : null,
        durationMs: answer.durationMs,
        responseExcerpt: answer.kind === "answered" ? answer.excerpt : null,
      });
      if (answer.kind === "refused") throw new PermanentSendError(answer.reason);
      if (answer.kind === "network") throw new RetryableSendError(answer.reason);
      if (answer.status >= 200 && answer.status < 300) return { status: "sent" };
      const reason = `receiver answered ${answer.status}`;
      throw retryableStatus(answer.status) ? new RetryableSendError(reason) : new PermanentSendError(reason);
    },
    async settle(row, outcome, now) {
      const attempt = attempts.get(row) ?? { responseStatus: null, durationMs: null, responseExcerpt: null };
      await db.transaction(async (tx) => {
        if (!(await settleDelivery(tx, row.delivery.id, outcome, attempt, now))) return;
        if (outcome.status === "queued" || !row.subscription.isEnabled) return;
        const state = await lockFailureState(tx, row.subscription.id);
        if (!state?.isEnabled) return;
        const succeeded = outcome.status === "sent" || outcome.status === "stored";
        if (succeeded && state.consecutiveFailures === 0) return;
        const next = webhookFailureStateAfter(state, succeeded, now);
        if (!shouldDisableWebhook(next, now, disableRule)) {
          await updateFailureState(tx, row.subscription.id, next, now);
          return;
        }
        await updateFailureState(
          tx,
          row.subscription.id,
          { ...next, isEnabled: false, disabledReason: "persistent-failure" },
          now,
        );
        await mailDisabled(tx, { ...state, ...next }, row.subscription.id, next.failingSince ?? now);
        log.warn({ subscriptionId: row.subscription.id }, "webhook disabled after persistent failure");
      });
    },
    describe: ({ delivery }) => ({ id: delivery.id, attempts: delivery.attempts }),
  };
}

/** Sends the webhook outbox: at least once per (subscription, event), the event id letting receivers drop repeats. */
export function startWebhookWorker(
  db: Db,
  sender: WebhookSender,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  { disableRule, ...options }: WebhookWorkerOptions,
): OutboxWorker {
  return startOutboxWorker(webhookChannel(db, sender, { disableRule, log }), log, {
    maxAttempts: WEBHOOK_RETRY.maxAttempts,
    baseBackoffMs: WEBHOOK_RETRY.baseBackoffMs,
    maxBackoffMs: WEBHOOK_RETRY.maxBackoffMs,
    // longer than a request's timeout, so a live send is never taken for an interrupted one
    leaseMs: 60_000,
    ...options,
  });
}
