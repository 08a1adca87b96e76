import type { Language } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { parseInput } from "../../http/envelope.js";
import type { AuthUser } from "../auth/authUser.js";
import { deleteUserSubscription, upsertSubscription } from "./pushRepository.js";
import { loadOrCreateVapidKeys } from "./vapidKeys.js";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** A browser's PushSubscription as JSON (`subscription.toJSON()`), sent as the registration token. */
const webSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

export const pushTokenInputSchema = z.object({
  registrationToken: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        const parsed = webSubscriptionSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: reported below
      }
      ctx.issues.push({ code: "custom", message: "invalid push subscription", input: text });
      return z.NEVER;
    }),
  platform: z.literal("web"),
});

/** Register and unregister calls (docs/spec/alert-center-and-shell.md §7 item 12) and the public VAPID key. */
export function createPushService(db: Db) {
  return {
    publicKey: async () => (await loadOrCreateVapidKeys(db)).publicKey,

    async register(user: AuthUser, input: unknown, language: Language) {
      const { registrationToken } = parseInput(pushTokenInputSchema, input, language);
      await upsertSubscription(db, {
        userId: user.userId,
        companyId: user.companyId,
        endpoint: registrationToken.endpoint,
        p256dh: registrationToken.keys.p256dh,
        auth: registrationToken.keys.auth,
      });
    },

    async unregister(user: AuthUser, input: unknown, language: Language) {
      const { registrationToken } = parseInput(pushTokenInputSchema, input, language);
      return deleteUserSubscription(db, user.userId, registrationToken.endpoint);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
