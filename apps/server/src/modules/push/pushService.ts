import { ISSUE_KEYS, type Language } from "@armada/domain";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { isPublicAddress, type PushAddressAllowed, pushEndpointAcceptable } from "./pushEndpoint.js";
import { deleteUserSubscription, upsertSubscription } from "./pushRepository.js";
import { loadOrCreateVapidKeys } from "./vapidKeys.js";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** Browsers one user may receive pushes in; a new one beyond it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** A browser's PushSubscription as JSON (`subscription.toJSON()`), sent as the registration token. */
const webSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

/** The push services are on the internet: an endpoint on this network (loopback, metadata, LAN) is refused. */
const pushTokenInputSchema = (allowed: PushAddressAllowed) =>
  z.object({
    registrationToken: z
      .string()
      .max(2000)
      .transform((text, ctx) => {
        let parsed: ReturnType<typeof webSubscriptionSchema.safeParse> | undefined;
        try {
          parsed = webSubscriptionSchema.safeParse(JSON.parse(text));
        } catch {
          // not JSON: reported below
        }
        if (!parsed?.success) {
          ctx.issues.push({ code: "custom", message: "invalid push subscription", input: text });
          return z.NEVER;
        }
        if (!pushEndpointAcceptable(parsed.data.endpoint, allowed)) {
          ctx.issues.push({ code: "custom", message: ISSUE_KEYS.pushEndpointNotPublic, input: text });
          return z.NEVER;
        }
        return parsed.data;
      }),
    platform: z.literal("web"),
  });

/** Register and unregister calls (docs/spec/alert-center-and-shell.md §7 item 12) and the public VAPID key. */
export function createPushService(db: Db, allowed: PushAddressAllowed = isPublicAddress) {
  const inputSchema = pushTokenInputSchema(allowed);
  return {
    publicKey: async () => (await loadOrCreateVapidKeys(db)).publicKey,

    async register(user: AuthUser, input: unknown, language: Language) {
      const { registrationToken } = parseInput(inputSchema, input, language);
      await upsertSubscription(
        db,
        {
          userId: user.userId,
          companyId: user.companyId,
          endpoint: registrationToken.endpoint,
          p256dh: registrationToken.keys.p256dh,
          auth: registrationToken.keys.auth,
        },
        MAX_PUSH_SUBSCRIPTIONS_PER_USER,
      );
    },

    async unregister(user: AuthUser, input: unknown, language: Language) {
      const { registrationToken } = parseInput(inputSchema, input, language);
      return deleteUserSubscription(db, user.userId, registrationToken.endpoint);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
