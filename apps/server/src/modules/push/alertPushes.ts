import type { DbExecutor } from "../../db/database.js";
import { notifyOutboxEnqueued } from "../messaging/index.js";
import { enqueuePushes, findSubscriptionsOfUsers } from "./pushRepository.js";

export interface AlertPush {
  rawAlertId: number;
  userId: number;
  title: string;
  body: string;
}

/**
 * Queues one push per alert and browser of its recipients. Every instance hears a raised alert: the idempotency key
 * (alert and subscription) keeps one message. The service worker shows it only when no Armada tab is visible.
 */
export async function enqueueAlertPushes(db: DbExecutor, companyId: number, pushes: readonly AlertPush[]) {
  const subscriptions = await findSubscriptionsOfUsers(db, companyId, [
    ...new Set(pushes.map((push) => push.userId)),
  ]);
  if (subscriptions.length === 0) return;
  const messages = pushes.flatMap((push) =>
    subscriptions
      .filter((subscription) => subscription.userId === push.userId)
      .map((subscription) => ({
        subscriptionId: subscription.id,
        idempotencyKey: `alert:${push.rawAlertId}:push:${subscription.id}`,
        payload: JSON.stringify({
          title: push.title,
          body: push.body,
          url: `/notification/detail/${push.rawAlertId}`,
          tag: `alert-${push.rawAlertId}`,
        }),
      })),
  );
  await enqueuePushes(db, messages);
  notifyOutboxEnqueued();
}
