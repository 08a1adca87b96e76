import { updateMyLanguageInputSchema } from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { Resolvers } from "../../generated/graphql.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { requireSessionUser, requireUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { AppError, unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import type { AuditRecorder } from "../audit/index.js";
import { isNotificationSetupCompleted } from "../company/index.js";
import type { AuthService } from "./authService.js";
import type { IdentityDetails } from "./identityDetails.js";
import { passkeyResolvers } from "./passkeyResolvers.js";
import { sessionView } from "./sessionDevice.js";
import { twoFactorResolvers } from "./twoFactorResolvers.js";
import type { TwoFactorService } from "./twoFactorService.js";
import { userAccountResolvers } from "./userAccountResolvers.js";
import type { UserAccountService } from "./userAccountService.js";
import { updateOwnUserFields } from "./userRepository.js";

export function authResolvers({
  db,
  auth,
  identityDetails,
  twoFactor,
  audit,
  userAccounts,
}: {
  db: Db;
  auth: AuthService;
  identityDetails: IdentityDetails;
  twoFactor: TwoFactorService;
  audit: AuditRecorder;
  userAccounts: UserAccountService;
}): Resolvers {
  const twoFactorParts = twoFactorResolvers({ db, twoFactor, passkeys: auth.passkeys, audit });
  const passkeyParts = passkeyResolvers({ passkeys: auth.passkeys });
  const userAccountParts = userAccountResolvers(userAccounts);
  /** The caller and their session's token: the sessions page is a signed-in session's alone. */
  const sessionCaller = (ctx: GraphQLContext) => {
    const user = requireSessionUser(ctx);
    const token = ctx.request.sessionToken;
    if (!token) throw unauthenticated();
    return { user, token };
  };
  return {
    Query: {
      ...twoFactorParts.Query,
      ...passkeyParts.Query,
      ...userAccountParts.Query,
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
      mySessions: (_root, _args, ctx) => {
        const { user, token } = sessionCaller(ctx);
        return respond(ctx, async () => ({
          data: (await auth.sessions(user.userId, token)).map(sessionView),
        }));
      },
    },
    Mutation: {
      ...twoFactorParts.Mutation,
      ...passkeyParts.Mutation,
      ...userAccountParts.Mutation,
      endMySession: (_root, { input }, ctx) => {
        const { user } = sessionCaller(ctx);
        return respond(ctx, async () => {
          if (!(await auth.endSession(user.userId, input.id))) throw new AppError("NotFound", 404);
          await audit.recordRequest(ctx.request, "auth.session_ended", {
            type: "session",
            id: input.id,
            label: user.name,
          });
          return { data: 1 };
        });
      },
      endMyOtherSessions: (_root, _args, ctx) => {
        const { user, token } = sessionCaller(ctx);
        return respond(ctx, async () => {
          const ended = await auth.endOtherSessions(user.userId, token);
          if (ended > 0) {
            await audit.recordRequest(
              ctx.request,
              "auth.session_ended",
              { type: "session", label: user.name },
              { sessions: ended },
            );
          }
          return { data: ended };
        });
      },
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
