import { changePasswordInputSchema } from "@armada/domain";
import type { Resolvers } from "../../generated/graphql.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { requireSessionUser } from "../../graphql/guards.js";
import { respond } from "../../graphql/respond.js";
import { unauthenticated } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import type { AllModuleServices } from "../../platform/composeModules.js";
import { SESSION_COOKIE } from "../auth/index.js";

function sessionToken(ctx: GraphQLContext): string {
  const token = ctx.request.cookies[SESSION_COOKIE];
  if (!token) throw unauthenticated();
  return token;
}

/** Every operation acts on the caller's own user: no access key, only a session. */
export function profileResolvers({ auth, profile }: Pick<AllModuleServices, "auth" | "profile">): Resolvers {
  return {
    Query: {
      profile: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await profile.profile(user) }));
      },
    },
    Mutation: {
      changeMyPassword: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            const passwords = parseInput(changePasswordInputSchema, input, ctx.language);
            await auth.changePassword(
              { userId: user.userId, sessionToken: sessionToken(ctx), ip: ctx.request.ip },
              passwords,
            );
            return {};
          },
          "PasswordChanged",
        );
      },
      addEmail: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await profile.requestEmailVerification(user, input, ctx.language);
            return {};
          },
          "VerificationEmailSent",
        );
      },
      addNumber: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => {
            await profile.requestNumberCode(user, input, ctx.language);
            return {};
          },
          "VerificationCodeSent",
        );
      },
      verifyNumber: async (_root, { input }, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(
          ctx,
          async () => ({ data: await profile.verifyNumber(user, input, ctx.language) }),
          "NumberVerified",
        );
      },
      markContactReminderShown: async (_root, _args, ctx) => {
        const user = requireSessionUser(ctx);
        return respond(ctx, async () => ({ data: await profile.markReminderShown(user) }));
      },
    },
  };
}
