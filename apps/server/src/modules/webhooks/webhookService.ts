import { randomBytes, randomUUID } from "node:crypto";
import {
  createWebhookInputSchema,
  type Language,
  MAX_WEBHOOKS_PER_COMPANY,
  webhookDeliveriesFilterSchema,
  webhookUrlProblem,
} from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { notifyOutboxEnqueued } from "../messaging/index.js";
import { envelopeOf } from "./webhookEvents.js";
import {
  countSubscriptions,
  deleteSubscription,
  findSubscription,
  insertDeliveries,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  setSubscriptionEnabled,
} from "./webhookRepository.js";

/** Webhooks live beside API keys on Integrasi and take their keys: read, create (and change), delete. */
export const WEBHOOKS_READ = "c8a-setting-api:read";
export const WEBHOOKS_CREATE = "c8a-setting-api:create";
export const WEBHOOKS_DELETE = "c8a-setting-api:delete";

const SECRET_PREFIX = "whsec_";
const idSchema = z.object({ webhookId: z.number().int().positive().max(2_147_483_647) });
const enabledSchema = idSchema.extend({ isEnabled: z.boolean() });

export function createWebhookService(
  db: Db,
  { allowLocalHttp, changed }: { allowLocalHttp: boolean; changed: () => void },
) {
  return {
    async list(user: AuthUser) {
      requireKey(user, WEBHOOKS_READ);
      return listSubscriptions(db, user.companyId);
    },

    /** Makes a subscription and answers its signing secret: the only time it is shown. */
    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WEBHOOKS_CREATE);
      const parsed = parseInput(createWebhookInputSchema, input, language);
      if (webhookUrlProblem(parsed.url, { allowLocalHttp })) throw new AppError("WebhookUrlNotAllowed", 400);
      if ((await countSubscriptions(db, user.companyId)) >= MAX_WEBHOOKS_PER_COMPANY)
        throw new AppError("WebhookLimitReached", 409);
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
      const secretPrefix = secret.slice(0, SECRET_PREFIX.length + 6);
      const id = await insertSubscription(db, {
        companyId: user.companyId,
        name: parsed.name,
        url: parsed.url,
        events: parsed.events,
        secret,
        secretPrefix,
        createdByUserId: user.userId,
      });
      changed();
      return { id, secret, secretPrefix };
    },

    async setEnabled(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WEBHOOKS_CREATE);
      const { webhookId, isEnabled } = parseInput(enabledSchema, input, language);
      if (!(await setSubscriptionEnabled(db, user.companyId, webhookId, isEnabled))) throw notFound();
      changed();
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WEBHOOKS_DELETE);
      const { webhookId } = parseInput(idSchema, input, language);
      if (!(await deleteSubscription(db, user.companyId, webhookId))) throw notFound();
      changed();
    },

    /** Queues a `ping` for the subscription ("Kirim uji"); answers its event id. */
    async sendTest(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, WEBHOOKS_CREATE);
      const { webhookId } = parseInput(idSchema, input, language);
      const subscription = await findSubscription(db, user.companyId, webhookId);
      if (!subscription) throw notFound();
      if (!subscription.isEnabled) throw new AppError("WebhookDisabled", 409);
      const eventId = `ping.${randomUUID()}`;
      const body = JSON.stringify(
        envelopeOf({
          companyId: user.companyId,
          id: eventId,
          type: "ping",
          createdOn: new Date(),
          data: { webhookId, message: "Armada webhook test" },
        }),
      );
      await insertDeliveries(db, [
        { companyId: user.companyId, subscriptionId: webhookId, eventId, eventType: "ping", body },
      ]);
      notifyOutboxEnqueued();
      return { eventId };
    },

    async deliveries(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, WEBHOOKS_READ);
      const parsed = parseInput(webhookDeliveriesFilterSchema, filter, language);
      const { rows, total } = await listDeliveries(db, user.companyId, parsed);
      return { rows, total, page: parsed.page, pageSize: parsed.pageSize };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
