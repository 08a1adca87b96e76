import { DEFAULT_MOTION_TIMEOUTS, updateMyLanguageInputSchema } from "@armada/domain";
import type { Resolvers } from "../../generated/graphql.js";
import { requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { parseInput } from "../../http/envelope.js";
import { legacyAppUrlFor } from "../back-to-v1/index.js";
import { isNotificationSetupCompleted } from "../company/index.js";
import { findCompanyFeatureFlags } from "../feature-flags/index.js";
import { createCompanyTimeouts } from "../positions/index.js";
import { updateOwnUserFields } from "./userRepository.js";

export const authResolvers: Resolvers = {
  Query: {
    identity: async (_root, _args, ctx) => {
      const user = requireUser(ctx);
      return respond(ctx, async () => {
        const flags = await findCompanyFeatureFlags(ctx.services.db, user.companyId);
        const timeouts = await createCompanyTimeouts(ctx.services.db).load([user.companyId]);
        return {
          data: {
            userId: user.userId,
            name: user.name,
            email: user.email,
            phoneNo: user.phoneNo,
            companyId: user.companyId,
            companyName: user.companyName,
            timeZone: user.companyTimeZone,
            isDriver: user.isDriver,
            isPlatformAdmin: user.isPlatformAdmin,
            legacyAppUrl: legacyAppUrlFor(user, ctx.services.config.legacyApp),
            accessRight: [...user.accessKeys],
            featureFlags: Object.entries(flags).map(([key, enabled]) => ({ key, enabled })),
            language: user.language,
            motionTimeouts: timeouts.get(user.companyId) ?? DEFAULT_MOTION_TIMEOUTS,
            setupNotifCompleted: await isNotificationSetupCompleted(ctx.services.db, user.companyId),
          },
        };
      });
    },
  },
  Mutation: {
    updateMyLanguage: async (_root, { input }, ctx) => {
      const user = requireUser(ctx);
      return respond(
        ctx,
        async () => {
          const { language } = parseInput(updateMyLanguageInputSchema, input, ctx.language);
          await updateOwnUserFields(ctx.services.db, user.userId, { language });
          return {};
        },
        "Saved",
      );
    },
  },
};
