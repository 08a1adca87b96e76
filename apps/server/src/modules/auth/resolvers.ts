import { updateMyLanguageInputSchema } from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { Resolvers } from "../../generated/graphql.js";
import { requireSessionUser, requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { parseInput } from "../../http/envelope.js";
import { isNotificationSetupCompleted } from "../company/index.js";
import type { IdentityDetails } from "./identityDetails.js";
import { updateOwnUserFields } from "./userRepository.js";

export function authResolvers({
  db,
  identityDetails,
}: {
  db: Db;
  identityDetails: IdentityDetails;
}): Resolvers {
  return {
    Query: {
      identity: async (_root, _args, ctx) => {
        const user = requireUser(ctx);
        return respond(ctx, async () => {
          const { featureFlags, motionTimeouts, legacyAppUrl } = await identityDetails.of(user);
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
              legacyAppUrl,
              accessRight: [...user.accessKeys],
              featureFlags,
              language: user.language,
              motionTimeouts,
              setupNotifCompleted: await isNotificationSetupCompleted(db, user.companyId),
            },
          };
        });
      },
    },
    Mutation: {
      updateMyLanguage: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            const { language } = parseInput(updateMyLanguageInputSchema, input, ctx.language);
            await updateOwnUserFields(db, user.userId, { language });
            return {};
          },
          "Saved",
        );
      },
    },
  };
}
