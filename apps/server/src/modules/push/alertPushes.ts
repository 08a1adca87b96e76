import type { DbExecutor } from "../../db/database.js";
import { notifyOutboxEnqueued } from "../messaging/index.js";
import { enqueuePushes, findSubscriptionsOfUsers } from "./pushRepository.js";

export interface AlertPush {
  rawAlertId: number;
  userId: number;
  title: string;
  body: string;
}

/** A push to one user's browsers: `key` makes it once per subscription (every instance may hear the same event). */
export interface UserPush {
  userId: number;
  key: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Queues one push per message and browser of its user. The service worker shows it only when no Armada tab is visible. */
export async function enqueueUserPushes(db: DbExecutor, companyId: number, pushes: readonly UserPush[]) {
  const subscriptions = await findSubscriptionsOfUsers(db, companyId, [
    ...new Set(pushes.map((push) => push.userId)),
  ]);
  if (subscriptions.length === 0) return;
  const messages = pushes.flatMap((push) =>
    subscriptions
      .filter((subscription) => subscription.userId === push.userId)
      .map((subscription) => ({
        subscriptionId: subscription.id,
        idempotencyKey: `${push.key}:push:${subscription.id}`,
        payload: JSON.stringify({ title: push.title, body: push.body, url: push.url, tag: push.tag }),
      })),
  );
  await enqueuePushes(db, messages);
  notifyOutboxEnqueued();
}

/** One push per alert and browser of its recipients (the idempotency key: alert and subscription). */
export const enqueueAlertPushes = (db: DbExecutor, companyId: number, pushes: readonly AlertPush[]) =>
  enqueueUserPushes(
    db,
    companyId,
    pushes.map((push) => ({
      userId: push.userId,
      key: `alert:${push.rawAlertId}`,
      title: push.title,
      body: push.body,
      url: `/notification/detail/${push.rawAlertId}`,
      tag: `alert-${push.rawAlertId}`,
    })),
  );
