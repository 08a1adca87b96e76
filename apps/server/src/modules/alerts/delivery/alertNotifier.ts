import { type AlertsResolvedNotice, operatorSocketChannels } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import type { OperatorSocketHub } from "../../../sockets/operatorSocketHub.js";
import { type AlertPush, enqueueAlertPushes } from "../../push/index.js";
import type { AlertClipSource } from "../alertClips.js";
import type { AlertRaisedEvent } from "../alertEvents.js";
import {
  type AlertCenterUser,
  alertCenterUsers,
  loadRuleSubscriptions,
  recipientsOf,
  subscribedRulesFor,
} from "../raw-alerts/alertSubscriptions.js";
import { findRawAlertsByIds, loadRawAlertRefs } from "../raw-alerts/rawAlertRepository.js";
import { toRawAlertView } from "../raw-alerts/rawAlertView.js";

const companyOf = (topic: string) => Number(topic.split(".")[1]);

/**
 * Pushes raised alerts to the alert center sockets of their subscribers (`alert-center-new-{userId}`, the
 * RawAlert with that user's urgency) and resolve actions to the company (`alert-center-resolve-{companyId}`).
 * Each alert is loaded once per event batch, with its references, whatever the number of recipients.
 */
export function startAlertNotifier(
  db: Db,
  bus: EventBus,
  hub: OperatorSocketHub,
  logger: FastifyBaseLogger,
  clipRequestsOf: AlertClipSource,
) {
  const pending = new Set<Promise<void>>();

  async function deliver(companyId: number, events: AlertRaisedEvent[]) {
    const rows = await findRawAlertsByIds(
      db,
      companyId,
      events.map((event) => event.rawAlertId),
    );
    if (rows.length === 0) return;
    const [refs, rules, candidates] = await Promise.all([
      loadRawAlertRefs(db, rows, clipRequestsOf),
      loadRuleSubscriptions(db, companyId),
      alertCenterUsers(db, companyId),
    ]);
    const subscriptions = new Map<number, ReturnType<typeof subscribedRulesFor>>();
    const subscribedOf = (user: AlertCenterUser) => {
      let subscribed = subscriptions.get(user.userId);
      if (!subscribed) {
        subscribed = subscribedRulesFor(rules, user.userId, user.accessKeys);
        subscriptions.set(user.userId, subscribed);
      }
      return subscribed;
    };
    const pushes: AlertPush[] = [];
    // oldest first, so the newest ends on top of the client's list
    for (const row of [...rows].reverse()) {
      const raisedBy = rules.filter((rule) => row.alertRuleIds.includes(rule.alertRuleId));
      for (const user of recipientsOf(raisedBy, candidates)) {
        const subscribed = subscribedOf(user);
        const view = toRawAlertView(row, refs, subscribed, user.language);
        hub.sendToUser(user.userId, { type: operatorSocketChannels.newAlert(user.userId), data: view });
        pushes.push({
          rawAlertId: row.rawAlertId,
          userId: user.userId,
          title: `${user.language === "en" ? view.alert.descriptionEng : view.alert.descriptionIdn} · ${view.licensePlate}`,
          body: view.address ?? "",
        });
      }
    }
    // durable from here: the push outbox (a browser with its tab closed still hears of the alert)
    await enqueueAlertPushes(db, companyId, pushes);
  }

  const stopRaised = bus.subscribe<AlertRaisedEvent[]>(topics.allAlertsRaised, (events, topic) => {
    const work = deliver(companyOf(topic), events)
      .catch((error: unknown) => logger.error({ err: error }, "alert notification failed"))
      .finally(() => pending.delete(work));
    pending.add(work);
  });

  const stopResolved = bus.subscribe<AlertsResolvedNotice>(topics.allAlertsResolved, (event, topic) => {
    const companyId = companyOf(topic);
    hub.sendToCompany(companyId, { type: operatorSocketChannels.resolve(companyId), data: event });
  });

  return {
    /** resolves when the notifications under way are sent (tests, shutdown) */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async stop() {
      stopRaised();
      stopResolved();
      await this.idle();
    },
  };
}

export type AlertNotifier = ReturnType<typeof startAlertNotifier>;
