import type { WebhookEventType } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import { webhookSubscriptions } from "./webhooks.tables.js";

/**
 * Which events each company's enabled subscriptions want, kept in memory so the position path asks it in O(1).
 * Reloaded when a subscription changes on any instance (the bus) and every half minute besides.
 */
export function createWebhookInterest(db: Db) {
  let wanted = new Map<number, ReadonlySet<string>>();
  return {
    async reload() {
      const rows = await db
        .select({ companyId: webhookSubscriptions.companyId, events: webhookSubscriptions.events })
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.isEnabled, true));
      const next = new Map<number, Set<string>>();
      for (const row of rows) {
        const events = next.get(row.companyId) ?? new Set<string>();
        for (const event of row.events) events.add(event);
        next.set(row.companyId, events);
      }
      wanted = next;
    },
    wants(companyId: number, types: readonly WebhookEventType[]) {
      const events = wanted.get(companyId);
      if (!events) return false;
      for (const type of types) if (events.has(type)) return true;
      return false;
    },
    /** the companies whose subscriptions want `type` */
    companiesWanting(type: WebhookEventType) {
      return [...wanted].filter(([, events]) => events.has(type)).map(([companyId]) => companyId);
    },
  };
}

export type WebhookInterest = ReturnType<typeof createWebhookInterest>;

export const keepWebhookInterest = (interest: WebhookInterest, log: FastifyBaseLogger) =>
  nowAndEveryInterval(() => interest.reload(), 30_000, log, "webhook subscriptions not reloaded");
